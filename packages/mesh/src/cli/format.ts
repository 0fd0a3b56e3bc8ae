import type { AnalysisReport } from "../report";

const mm = (value: number) => value.toFixed(2);

/** The report as a person reads it in a terminal. */
export function formatReport(file: string, report: AnalysisReport): string {
  const { dimensions: d, repair, thickness } = report;
  const lines = [
    file,
    `  format       ${report.format}, unit ${report.unit} (${report.unitSource})${
      report.suggestedUnit ? `, likely ${report.suggestedUnit}` : ""
    }`,
    `  size         ${mm(d.x)} x ${mm(d.y)} x ${mm(d.z)} mm`,
    `  volume       ${mm(report.volume)} mm³`,
    `  area         ${mm(report.area)} mm²`,
    `  mesh         ${report.triangles} triangles, ${report.vertices} vertices, ${report.shells} shell(s)`,
    `  manifold     ${report.manifold ? "yes" : "no"} (${report.openEdges} open, ${report.nonManifoldEdges} non-manifold edges)`,
    ...(report.input
      ? [
          `  as read      ${report.input.manifold ? "manifold" : "not manifold"}, ${report.input.openEdges} open edges`,
        ]
      : []),
    `  repair       ${repair.flippedPolygons} flipped, ${repair.closedOpenLoops} loops closed, ${repair.removedFlatOpenShells} flat shells removed, ${repair.mergedVertexPairs} vertices merged`,
    `  thickness    min ${thickness.min === null ? "–" : `${mm(thickness.min)} mm`}, ${(thickness.thinAreaFraction * 100).toFixed(1)} % under ${thickness.threshold} mm`,
    ...report.warnings.map((warning) => `  warning      ${warning}`),
  ];
  return lines.join("\n");
}
