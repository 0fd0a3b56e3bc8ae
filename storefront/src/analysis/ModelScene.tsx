import { Canvas, useFrame, useThree } from "@react-three/fiber";
import { useEffect, useMemo, useState } from "react";
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
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { bandColors, triangleColors } from "./thicknessColors";

const FIELD_OF_VIEW = 40;
// Flat shading shows the facets that will be printed, as slicers do, and needs no vertex normals:
// computing them took about 0.3 s of a 1M-triangle model's way to the screen.
const plainMaterial = new MeshStandardMaterial({
  color: "#b0bed2",
  metalness: 0.05,
  roughness: 0.6,
  flatShading: true,
});
const thicknessMaterial = new MeshStandardMaterial({
  vertexColors: true,
  metalness: 0.05,
  roughness: 0.6,
  flatShading: true,
});

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
 * Paints the model by wall thickness, or plain. The values follow the model's triangles in file order,
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

/** How far the model has arrived: a share from 0 to 1, or null while its size is unknown. */
type Loading =
  | { state: "loading"; share: number | null }
  | { state: "ready"; model: Group }
  | { state: "failed" };

/** Loads the viewer's GLB model and centres it, reporting how much of it has arrived. */
function useModel(url: string): Loading {
  const [loading, setLoading] = useState<Loading>({ state: "loading", share: null });
  useEffect(() => {
    let cancelled = false;
    setLoading({ state: "loading", share: null });
    new GLTFLoader().load(
      url,
      ({ scene }) => {
        if (cancelled) return;
        for (const mesh of meshesOf(scene)) {
          mesh.userData.indexed = mesh.geometry;
          mesh.material = plainMaterial;
        }
        const box = new Box3().setFromObject(scene);
        scene.position.sub(box.getCenter(new Vector3()));
        setLoading({ state: "ready", model: scene });
      },
      (progress) => {
        if (cancelled) return;
        // Whole percents only: a large model arrives in hundreds of chunks, each would re-render.
        const share = progress.total > 0 ? Math.floor((100 * progress.loaded) / progress.total) / 100 : null;
        setLoading((before) =>
          before.state === "loading" && before.share === share ? before : { state: "loading", share },
        );
      },
      () => !cancelled && setLoading({ state: "failed" }),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return loading;
}

/**
 * Frames the model once it is there (distance, near and far planes from its bounding sphere) and
 * turns it with the mouse or a finger. Frames are drawn only while something moves: a large model
 * redrawn sixty times a second would keep a phone's GPU busy for nothing.
 */
function Controls({ radius }: { radius: number }) {
  const { camera, gl, invalidate } = useThree();
  const controls = useMemo(() => new OrbitControls(camera, gl.domElement), [camera, gl]);
  useEffect(() => {
    // Far enough for the bounding sphere to fit the field of view of 40 degrees, with a margin.
    const distance = (radius / Math.sin((FIELD_OF_VIEW / 2) * (Math.PI / 180))) * 1.1;
    camera.position.set(1.6, 1.4, 1.8).setLength(distance);
    camera.near = distance / 100;
    camera.far = distance * 100;
    camera.updateProjectionMatrix();
    camera.lookAt(0, 0, 0);
    controls.enableDamping = true;
    // Settle the controls on the new camera before listening: else their first update reports a
    // "change" and the model is drawn twice more, seconds each for 1M triangles without a GPU.
    controls.update();
    const redraw = () => invalidate();
    controls.addEventListener("change", redraw);
    redraw();
    return () => controls.removeEventListener("change", redraw);
  }, [camera, controls, invalidate, radius]);
  useEffect(() => () => controls.dispose(), [controls]);
  // While damping lets the model coast, each update asks for the next frame.
  useFrame(() => controls.update());
  return null;
}

/** The model, painted by wall thickness or plain, drawn again when its paint changes. */
function PaintedModel({ model, coloring }: { model: Group; coloring: ThicknessColoring | null }) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    applyColoring(model, coloring);
    invalidate();
  }, [model, coloring, invalidate]);
  return <primitive object={model} />;
}

/** How far the scene has got: loading (with the share arrived, when known), ready, or failed. */
export type SceneState =
  | { state: "loading"; share: number | null }
  | { state: "ready" }
  /** `missingCode`: the scene's own code did not arrive (else its model did not load). */
  | { state: "failed"; missingCode?: boolean };

/**
 * The WebGL part of the 3D view (three.js, loaded on its own): the model from its GLB, lit, framed
 * and turned by orbit controls, field of view 40 (spec). Reports how far it has got to its frame.
 */
export default function ModelScene({
  url,
  coloring,
  onState,
}: {
  url: string;
  coloring: ThicknessColoring | null;
  onState: (state: SceneState) => void;
}) {
  const loading = useModel(url);
  const model = loading.state === "ready" ? loading.model : null;
  useEffect(() => {
    onState(loading.state === "ready" ? { state: "ready" } : loading);
  }, [loading, onState]);
  const radius = useMemo(
    () => (model ? new Box3().setFromObject(model).getSize(new Vector3()).length() / 2 : 1),
    [model],
  );
  return (
    <Canvas camera={{ fov: FIELD_OF_VIEW }} frameloop="demand">
      <ambientLight intensity={0.6} />
      <directionalLight position={[1, 2, 1]} intensity={1.6} />
      <directionalLight position={[-1, -1, -1]} intensity={0.4} />
      {model && <PaintedModel model={model} coloring={coloring} />}
      {model && <Controls radius={radius} />}
    </Canvas>
  );
}
