import { Canvas, useThree } from "@react-three/fiber";
import { useEffect, useState } from "react";
import { Box3, type Group, MeshStandardMaterial, Vector3 } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { ThreeMFLoader } from "three/examples/jsm/loaders/3MFLoader.js";

/** Loads the 3MF model, centres it and paints it in one material. */
function useModel(url: string) {
  const [model, setModel] = useState<Group | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    new ThreeMFLoader().load(
      url,
      (group) => {
        if (cancelled) return;
        const material = new MeshStandardMaterial({ color: "#b0bed2", metalness: 0.05, roughness: 0.6 });
        group.traverse((node) => {
          if ("material" in node) (node as { material: unknown }).material = material;
        });
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
    camera.position.set(radius * 1.6, -radius * 1.8, radius * 1.4);
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
export function ModelViewer({ url, label }: { url: string; label: string }) {
  const { model, failed } = useModel(url);
  const radius = model ? new Box3().setFromObject(model).getSize(new Vector3()).length() / 2 : 1;
  if (failed) return null;
  return (
    <div
      style={{ width: "100%", maxWidth: 400, aspectRatio: "1" }}
      role="img"
      aria-label={label}
      data-testid="model-viewer"
      data-ready={model ? "true" : "false"}
    >
      <Canvas camera={{ fov: 40, near: radius / 100, far: radius * 100 }}>
        <ambientLight intensity={0.6} />
        <directionalLight position={[1, -1, 2]} intensity={1.6} />
        <directionalLight position={[-1, 1, -1]} intensity={0.4} />
        {model && <primitive object={model} />}
        {model && <Controls radius={radius} />}
      </Canvas>
    </div>
  );
}
