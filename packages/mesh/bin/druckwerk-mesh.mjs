#!/usr/bin/env node
// The engine's command-line tool: registers the TypeScript loader, then runs src/cli/main.ts.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
