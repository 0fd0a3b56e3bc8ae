import { Canvas, useThree } from "@react-three/fiber";
import { useEffect, useState } from "react";
import {
  Box3,
  type BufferGeometry,
  Color,
  Float32BufferAttribute,
  type Group,
  type Mesh,
  MeshStandardMaterial,
  SRGBColorSpace,
  Vector3,
} from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { ThreeMFLoader } from "three/examples/jsm/loaders/3MFLoader.js";
import { bandColors, triangleColors } from "./thicknessColors";

const FIELD_OF_VIEW = 40;
const plainMaterial = new MeshStandardMaterial({ color: "#b0bed2", metalness: 0.05, roughness: 0.6 });
const thicknessMaterial = new MeshStandardMaterial({ vertexColors: true, metalness: 0.05, roughness: 0.6 });

/** Per-triangle wall thickness at scale 1 and how to show it. */
export interface ThicknessColoring {
  values: Float32Array;
  scale: number;
  minimum: number;
}

function linear(hex: string): readonly [number, number, number] {
  const c = new Color().setStyle(hex, SRGBColorSpace);
  return [c.r, c.g, c.b];
}

const bandRgb = {
  thin: linear(bandColors.thin),
  borderline: linear(bandColors.borderline),
  thick: linear(bandColors.thick),
};

function meshesOf(group: Group): Mesh[] {
  const meshes: Mesh[] = [];
  group.traverse((node) => {
    if ((node as Mesh).isMesh) meshes.push(node as Mesh);
  });
  return meshes;
}

/**
 * Paints the model by wall thickness, or plain. The values follow the 3MF's triangles in file order,
 * so each mesh is drawn unindexed (three vertices per triangle) to carry one colour per triangle.
 */
function applyColoring(group: Group, coloring: ThicknessColoring | null) {
  let offset = 0;
  for (const mesh of meshesOf(group)) {
    const { indexed, unindexed } = mesh.userData as { indexed: BufferGeometry; unindexed?: BufferGeometry };
    const count = (indexed.index?.count ?? indexed.getAttribute("position").count) / 3;
    if (!coloring || coloring.values.length < offset + count) {
      mesh.geometry = indexed;
      mesh.material = plainMaterial;
      continue;
    }
    const flat = unindexed ?? (indexed.index ? indexed.toNonIndexed() : indexed);
    mesh.userData.unindexed = flat;
    const values = coloring.values.subarray(offset, offset + count);
    flat.setAttribute(
      "color",
      new Float32BufferAttribute(triangleColors(values, coloring.scale, coloring.minimum, bandRgb), 3),
    );
    mesh.geometry = flat;
    mesh.material = thicknessMaterial;
    offset += count;
  }
}

/** Loads the 3MF model and centres it. */
function useModel(url: string) {
  const [model, setModel] = useState<Group | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    new ThreeMFLoader().load(
      url,
      (group) => {
        if (cancelled) return;
        for (const mesh of meshesOf(group)) {
          mesh.userData.indexed = mesh.geometry;
          mesh.material = plainMaterial;
        }
        const box = new Box3().setFromObject(group);
        group.position.sub(box.getCenter(new Vector3()));
        setModel(group);
      },
      undefined,
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return { model, failed };
}

function Controls({ radius }: { radius: number }) {
  const { camera, gl } = useThree();
  useEffect(() => {
    // Far enough for the bounding sphere to fit the field of view of 40 degrees, with a margin.
    const distance = (radius / Math.sin((FIELD_OF_VIEW / 2) * (Math.PI / 180))) * 1.1;
    camera.position.set(1.6, -1.8, 1.4).setLength(distance);
    camera.up.set(0, 0, 1);
    camera.lookAt(0, 0, 0);
    const controls = new OrbitControls(camera, gl.domElement);
    controls.enableDamping = true;
    let frame = requestAnimationFrame(function tick() {
      controls.update();
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      controls.dispose();
    };
  }, [camera, gl, radius]);
  return null;
}

/** The 3D view: 400 x 400, field of view 40, orbit controls (spec). */
export function ModelViewer({
  url,
  label,
  coloring,
}: {
  url: string;
  label: string;
  coloring: ThicknessColoring | null;
}) {
  const { model, failed } = useModel(url);
  useEffect(() => {
    if (model) applyColoring(model, coloring);
  }, [model, coloring]);
  const radius = model ? new Box3().setFromObject(model).getSize(new Vector3()).length() / 2 : 1;
  if (failed) return null;
  return (
    <div
      style={{ width: "100%", maxWidth: 400, aspectRatio: "1" }}
      role="img"
      aria-label={label}
      data-testid="model-viewer"
      data-ready={model ? "true" : "false"}
      data-coloring={model && coloring ? "thickness" : "plain"}
    >
      <Canvas camera={{ fov: FIELD_OF_VIEW, near: radius / 100, far: radius * 100 }}>
        <ambientLight intensity={0.6} />
        <directionalLight position={[1, -1, 2]} intensity={1.6} />
        <directionalLight position={[-1, 1, -1]} intensity={0.4} />
        {model && <primitive object={model} />}
        {model && <Controls radius={radius} />}
      </Canvas>
    </div>
  );
}
