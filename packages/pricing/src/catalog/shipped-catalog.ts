import type { LocalizedText } from "@druckwerk/platform";
import type { CatalogPrintModeInput } from "./catalog-file";

type FinishSurcharge = NonNullable<CatalogPrintModeInput["finishes"][number]["surcharge"]>;

/** Post-processing costs by kind of finish, per cm² of surface and per piece. */
const surcharge = {
  smoothed: { perCm2: 3, perPiece: 200, extraDays: 2 },
  dyed: { perCm2: 2, perPiece: 150, extraDays: 1 },
  vapour: { perCm2: 4, perPiece: 300, extraDays: 2 },
  primed: { perCm2: 6, perPiece: 400, extraDays: 3 },
} satisfies Record<string, FinishSurcharge>;

type ProcessingStep = CatalogPrintModeInput["processingSteps"][number];

const t = (de: string, en: string, fr: string): LocalizedText => ({ de, en, fr });

const color = {
  white: t("Weiß", "White", "Blanc"),
  black: t("Schwarz", "Black", "Noir"),
  grey: t("Grau", "Grey", "Gris"),
  red: t("Rot", "Red", "Rouge"),
  blue: t("Blau", "Blue", "Bleu"),
  green: t("Grün", "Green", "Vert"),
  yellow: t("Gelb", "Yellow", "Jaune"),
  orange: t("Orange", "Orange", "Orange"),
  clear: t("Transparent", "Clear", "Transparent"),
};

/** A threaded insert, set by hand: per insert, by size; a day for the batch. */
const insertSurcharge = { M3: 120, M4: 140, M5: 170, M6: 210 };

/**
 * Processing steps every mode offers, with ids made unique per mode. A surcharge is for one
 * application on one piece (docs/pricing.md, "Processing steps").
 */
function standardSteps(modeId: string): ProcessingStep[] {
  return [
    {
      id: `${modeId}-inserts`,
      name: t("Gewindeeinsätze einsetzen", "Install threaded inserts", "Poser des inserts filetés"),
      options: (["M3", "M4", "M5", "M6"] as const).map((size) => ({
        id: `${modeId}-inserts-${size.toLowerCase()}`,
        name: t(`Gewindeeinsatz ${size}`, `Threaded insert ${size}`, `Insert fileté ${size}`),
        surcharge: { perCm2: 0, perPiece: insertSurcharge[size], extraDays: 1 },
      })),
    },
    {
      id: `${modeId}-coating`,
      name: t("Schutzlack", "Protective coating", "Vernis de protection"),
      options: [
        {
          id: `${modeId}-coating-clear`,
          name: t("Klarlack, seidenmatt", "Clear coat, satin", "Vernis incolore, satiné"),
          surcharge: { perCm2: 2.5, perPiece: 150, extraDays: 2 },
        },
      ],
    },
    {
      id: `${modeId}-inspection`,
      name: t("Qualitätsprüfung", "Quality inspection", "Contrôle qualité"),
      options: [
        {
          id: `${modeId}-inspection-visual`,
          name: t("Sichtprüfung mit Fotos", "Visual inspection with photos", "Contrôle visuel avec photos"),
          surcharge: { perCm2: 0, perPiece: 250, extraDays: 0 },
        },
        {
          id: `${modeId}-inspection-report`,
          name: t(
            "Messprotokoll der Hauptmaße",
            "Measurement report of main dimensions",
            "Rapport de mesure des cotes principales",
          ),
          surcharge: { perCm2: 0, perPiece: 1200, extraDays: 1 },
        },
      ],
    },
  ];
}

/**
 * The catalogue Druckwerk ships: six print modes as a real shop offers them. Start-up applies it
 * whenever it changed since it was last applied (docs/pricing.md, "Changing the catalogue").
 */
export const shippedPrintModes: CatalogPrintModeInput[] = [
  {
    id: "sls-pa12-white",
    name: t("SLS PA 12 weiß", "SLS PA 12 white", "SLS PA 12 blanc"),
    material: t("PA 12 (Polyamid)", "PA 12 (polyamide)", "PA 12 (polyamide)"),
    method: t(
      "Selektives Lasersintern (SLS)",
      "Selective laser sintering (SLS)",
      "Frittage laser sélectif (SLS)",
    ),
    description: t(
      "Unser Klassiker: Ein Laser verschmilzt feines Polyamid-Pulver Schicht für Schicht zu belastbaren Bauteilen. Stützstrukturen sind nicht nötig, daher sind auch bewegliche Baugruppen und komplexe Innengeometrien möglich.",
      "Our classic: a laser fuses fine polyamide powder layer by layer into strong parts. No support structures are needed, so interlocking assemblies and complex internal geometry are possible.",
      "Notre classique : un laser fusionne une fine poudre de polyamide couche par couche pour obtenir des pièces robustes. Aucun support n'est nécessaire, ce qui permet des assemblages mobiles et des géométries internes complexes.",
    ),
    surfaceQuality: t(
      "Leicht raue, matte Oberfläche mit feiner Körnung (Ra ca. 6 µm)",
      "Slightly rough, matte surface with a fine grain (Ra approx. 6 µm)",
      "Surface mate légèrement rugueuse au grain fin (Ra env. 6 µm)",
    ),
    applications: t(
      "Funktionsprototypen, Kleinserien, Gehäuse, Halterungen, Schnappverbindungen",
      "Functional prototypes, small series, housings, brackets, snap fits",
      "Prototypes fonctionnels, petites séries, boîtiers, supports, clips",
    ),
    maxDimensions: [200, 200, 330],
    maxSumOfSides: 360,
    minFeatureSize: 0.7,
    minWallThickness: 1,
    minHoleDiameter: 1,
    resolutionXy: 0.1,
    resolutionZ: 0.12,
    ranking: { strength: 6, detail: 5, surface: 4, flexibility: 4, heatResistance: 5, costEfficiency: 7 },
    finishes: [
      { id: "sls-pa12-white-raw", name: t("Unbehandelt", "Raw", "Brut") },
      {
        id: "sls-pa12-white-smoothed",
        name: t("Gleitgeschliffen", "Vibratory smoothed", "Tribofinition"),
        surcharge: surcharge.smoothed,
      },
      { id: "sls-pa12-white-dyed", name: t("Eingefärbt", "Dyed", "Teint"), surcharge: surcharge.dyed },
    ],
    colors: [
      {
        id: "sls-pa12-white-white",
        name: color.white,
        hex: "#F4F2EC",
        finishes: ["sls-pa12-white-raw", "sls-pa12-white-smoothed"],
      },
      { id: "sls-pa12-white-black", name: color.black, hex: "#1E1E1E", finishes: ["sls-pa12-white-dyed"] },
      { id: "sls-pa12-white-blue", name: color.blue, hex: "#1F4E9C", finishes: ["sls-pa12-white-dyed"] },
      { id: "sls-pa12-white-red", name: color.red, hex: "#B3202A", finishes: ["sls-pa12-white-dyed"] },
    ],
    rates: {
      materialPerCm3: 95,
      spacePerCm3: 6,
      handlingPerPiece: 150,
      minPiece: 500,
      baseProductionDays: 5,
    },
    processingSteps: standardSteps("sls-pa12-white"),
  },
  {
    id: "mjf-pa12-grey",
    name: t("MJF PA 12 grau", "MJF PA 12 grey", "MJF PA 12 gris"),
    material: t("PA 12 (Polyamid)", "PA 12 (polyamide)", "PA 12 (polyamide)"),
    method: t("Multi Jet Fusion (MJF)", "Multi Jet Fusion (MJF)", "Multi Jet Fusion (MJF)"),
    description: t(
      "Beim Multi Jet Fusion wird ein Schmelzmittel auf das Pulverbett gedruckt und per Infrarot verschmolzen. Das Ergebnis sind dichte, maßhaltige Teile mit sehr gleichmäßigen mechanischen Eigenschaften.",
      "Multi Jet Fusion prints a fusing agent onto the powder bed and fuses it with infrared energy. The result is dense, dimensionally accurate parts with very even mechanical properties.",
      "Le Multi Jet Fusion dépose un agent de fusion sur le lit de poudre puis le fusionne par infrarouge. Il en résulte des pièces denses et précises aux propriétés mécaniques très homogènes.",
    ),
    surfaceQuality: t(
      "Glatte, leicht körnige Oberfläche in Grau (Ra ca. 5 µm)",
      "Smooth, slightly grainy grey surface (Ra approx. 5 µm)",
      "Surface grise lisse, légèrement granuleuse (Ra env. 5 µm)",
    ),
    applications: t(
      "Serienbauteile, Vorrichtungen, Gehäuse mit engen Toleranzen",
      "Series parts, jigs and fixtures, housings with tight tolerances",
      "Pièces de série, gabarits, boîtiers à tolérances serrées",
    ),
    maxDimensions: [380, 284, 380],
    minFeatureSize: 0.5,
    minWallThickness: 0.8,
    minHoleDiameter: 1,
    resolutionXy: 0.08,
    resolutionZ: 0.08,
    ranking: { strength: 7, detail: 6, surface: 5, flexibility: 4, heatResistance: 5, costEfficiency: 7 },
    finishes: [
      { id: "mjf-pa12-grey-raw", name: t("Unbehandelt", "Raw", "Brut") },
      {
        id: "mjf-pa12-grey-dyed",
        name: t("Schwarz eingefärbt", "Dyed black", "Teint en noir"),
        surcharge: surcharge.dyed,
      },
      {
        id: "mjf-pa12-grey-vapor",
        name: t("Dampfgeglättet", "Vapour smoothed", "Lissé à la vapeur"),
        surcharge: surcharge.vapour,
      },
    ],
    colors: [
      { id: "mjf-pa12-grey-grey", name: color.grey, hex: "#7A7D80", finishes: ["mjf-pa12-grey-raw"] },
      {
        id: "mjf-pa12-grey-black",
        name: color.black,
        hex: "#202020",
        finishes: ["mjf-pa12-grey-dyed", "mjf-pa12-grey-vapor"],
      },
    ],
    rates: {
      materialPerCm3: 85,
      spacePerCm3: 5,
      handlingPerPiece: 150,
      minPiece: 500,
      baseProductionDays: 4,
    },
    processingSteps: standardSteps("mjf-pa12-grey"),
  },
  {
    id: "sla-standard-resin",
    name: t("SLA Standardharz", "SLA standard resin", "SLA résine standard"),
    material: t(
      "Standardharz (Photopolymer)",
      "Standard resin (photopolymer)",
      "Résine standard (photopolymère)",
    ),
    method: t("Stereolithografie (SLA)", "Stereolithography (SLA)", "Stéréolithographie (SLA)"),
    description: t(
      "Ein UV-Laser härtet flüssiges Harz Schicht für Schicht aus. SLA liefert die feinsten Details und glattesten Oberflächen, ideal für Sichtmodelle und Urmodelle.",
      "A UV laser cures liquid resin layer by layer. SLA delivers the finest details and smoothest surfaces, ideal for visual models and masters.",
      "Un laser UV durcit la résine liquide couche par couche. La SLA offre les détails les plus fins et les surfaces les plus lisses, idéale pour les maquettes et les modèles maîtres.",
    ),
    surfaceQuality: t(
      "Sehr glatt, nahezu spritzgussähnlich (Ra ca. 1 µm)",
      "Very smooth, close to injection moulding (Ra approx. 1 µm)",
      "Très lisse, proche de l'injection (Ra env. 1 µm)",
    ),
    applications: t(
      "Designmodelle, Miniaturen, Urmodelle für Abformungen, Dentalmodelle",
      "Design models, miniatures, masters for moulding, dental models",
      "Maquettes de design, miniatures, modèles maîtres pour moulage, modèles dentaires",
    ),
    maxDimensions: [145, 145, 175],
    minFeatureSize: 0.3,
    minWallThickness: 0.6,
    minHoleDiameter: 0.5,
    resolutionXy: 0.05,
    resolutionZ: 0.05,
    ranking: { strength: 3, detail: 8, surface: 8, flexibility: 1, heatResistance: 2, costEfficiency: 5 },
    finishes: [
      { id: "sla-standard-resin-printed", name: t("Wie gedruckt", "As printed", "Brut d'impression") },
      {
        id: "sla-standard-resin-primed",
        name: t("Geschliffen und grundiert", "Sanded and primed", "Poncé et apprêté"),
        surcharge: surcharge.primed,
      },
    ],
    colors: [
      {
        id: "sla-standard-resin-grey",
        name: color.grey,
        hex: "#8C8F93",
        finishes: ["sla-standard-resin-printed", "sla-standard-resin-primed"],
      },
      {
        id: "sla-standard-resin-white",
        name: color.white,
        hex: "#EDEDE8",
        finishes: ["sla-standard-resin-printed"],
      },
      {
        id: "sla-standard-resin-clear",
        name: color.clear,
        hex: "#D6E6EE",
        finishes: ["sla-standard-resin-printed"],
      },
    ],
    rates: {
      materialPerCm3: 110,
      spacePerCm3: 8,
      handlingPerPiece: 250,
      minPiece: 800,
      baseProductionDays: 4,
    },
    processingSteps: standardSteps("sla-standard-resin"),
  },
  {
    id: "fdm-pla",
    name: t("FDM PLA", "FDM PLA", "FDM PLA"),
    material: t("PLA (Polylactid)", "PLA (polylactic acid)", "PLA (acide polylactique)"),
    method: t("Schmelzschichtung (FDM)", "Fused deposition modelling (FDM)", "Dépôt de fil fondu (FDM)"),
    description: t(
      "Ein geschmolzener Kunststofffaden wird Bahn für Bahn abgelegt. FDM ist die günstigste Wahl für größere, einfache Teile und erste Prototypen; Schichtlinien bleiben sichtbar.",
      "A molten plastic filament is laid down track by track. FDM is the most economical choice for larger, simple parts and first prototypes; layer lines remain visible.",
      "Un filament de plastique fondu est déposé piste par piste. La FDM est le choix le plus économique pour les pièces simples de grande taille et les premiers prototypes ; les couches restent visibles.",
    ),
    surfaceQuality: t(
      "Sichtbare Schichtlinien (Schichthöhe 0,2 mm)",
      "Visible layer lines (0.2 mm layer height)",
      "Couches visibles (hauteur de couche 0,2 mm)",
    ),
    applications: t(
      "Konzeptmodelle, Anschauungsobjekte, einfache Halterungen, Lehren",
      "Concept models, display pieces, simple brackets, gauges",
      "Modèles conceptuels, objets de présentation, supports simples, gabarits",
    ),
    maxDimensions: [250, 210, 210],
    minFeatureSize: 0.8,
    minWallThickness: 1.2,
    minHoleDiameter: 2,
    resolutionXy: 0.4,
    resolutionZ: 0.2,
    ranking: { strength: 4, detail: 3, surface: 2, flexibility: 2, heatResistance: 1, costEfficiency: 8 },
    finishes: [{ id: "fdm-pla-standard", name: t("Standard", "Standard", "Standard") }],
    colors: [
      { id: "fdm-pla-black", name: color.black, hex: "#1A1A1A" },
      { id: "fdm-pla-white", name: color.white, hex: "#F5F5F5" },
      { id: "fdm-pla-red", name: color.red, hex: "#C62828" },
      { id: "fdm-pla-blue", name: color.blue, hex: "#1565C0" },
      { id: "fdm-pla-green", name: color.green, hex: "#2E7D32" },
      { id: "fdm-pla-yellow", name: color.yellow, hex: "#F9A825" },
      { id: "fdm-pla-orange", name: color.orange, hex: "#EF6C00" },
    ],
    rates: {
      materialPerCm3: 25,
      spacePerCm3: 1.5,
      handlingPerPiece: 100,
      minPiece: 400,
      baseProductionDays: 3,
    },
    processingSteps: standardSteps("fdm-pla"),
  },
  {
    id: "sls-tpu",
    name: t("SLS TPU 88A", "SLS TPU 88A", "SLS TPU 88A"),
    material: t(
      "TPU 88A (thermoplastisches Polyurethan)",
      "TPU 88A (thermoplastic polyurethane)",
      "TPU 88A (polyuréthane thermoplastique)",
    ),
    method: t(
      "Selektives Lasersintern (SLS)",
      "Selective laser sintering (SLS)",
      "Frittage laser sélectif (SLS)",
    ),
    description: t(
      "Gummiartiges, hochelastisches Material aus dem Lasersintern. Teile lassen sich stauchen, biegen und dehnen und kehren in ihre Form zurück.",
      "Rubber-like, highly elastic material from laser sintering. Parts can be compressed, bent and stretched and return to their shape.",
      "Matériau caoutchouteux très élastique issu du frittage laser. Les pièces se compriment, se plient et s'étirent puis reprennent leur forme.",
    ),
    surfaceQuality: t(
      "Matte, leicht raue Oberfläche (Ra ca. 8 µm)",
      "Matte, slightly rough surface (Ra approx. 8 µm)",
      "Surface mate légèrement rugueuse (Ra env. 8 µm)",
    ),
    applications: t(
      "Dichtungen, Dämpfer, Griffe, Schuhsohlen, flexible Gelenke",
      "Seals, dampers, grips, shoe soles, flexible joints",
      "Joints, amortisseurs, poignées, semelles, articulations flexibles",
    ),
    maxDimensions: [300, 300, 300],
    minFeatureSize: 1,
    minWallThickness: 1.5,
    minHoleDiameter: 1.5,
    resolutionXy: 0.1,
    resolutionZ: 0.1,
    ranking: { strength: 5, detail: 4, surface: 3, flexibility: 8, heatResistance: 4, costEfficiency: 5 },
    finishes: [
      { id: "sls-tpu-raw", name: t("Unbehandelt", "Raw", "Brut") },
      { id: "sls-tpu-dyed", name: t("Eingefärbt", "Dyed", "Teint"), surcharge: surcharge.dyed },
    ],
    colors: [
      { id: "sls-tpu-white", name: color.white, hex: "#EFEDE6", finishes: ["sls-tpu-raw"] },
      { id: "sls-tpu-black", name: color.black, hex: "#232323", finishes: ["sls-tpu-dyed"] },
    ],
    rates: {
      materialPerCm3: 140,
      spacePerCm3: 7,
      handlingPerPiece: 200,
      minPiece: 900,
      baseProductionDays: 6,
    },
    processingSteps: standardSteps("sls-tpu"),
  },
  {
    id: "sla-tough-resin",
    name: t("SLA Tough-Harz", "SLA tough resin", "SLA résine tenace"),
    material: t("Tough-Harz (ABS-ähnlich)", "Tough resin (ABS-like)", "Résine tenace (type ABS)"),
    method: t("Stereolithografie (SLA)", "Stereolithography (SLA)", "Stéréolithographie (SLA)"),
    description: t(
      "Ein schlagzähes Harz mit ABS-ähnlichen Eigenschaften: die Detailtreue der Stereolithografie für Teile, die im Einsatz belastet werden.",
      "An impact-resistant resin with ABS-like properties: the detail of stereolithography for parts that take loads in use.",
      "Une résine résistante aux chocs aux propriétés proches de l'ABS : la finesse de la stéréolithographie pour des pièces sollicitées.",
    ),
    surfaceQuality: t(
      "Glatt und seidenmatt (Ra ca. 2 µm)",
      "Smooth with a satin finish (Ra approx. 2 µm)",
      "Lisse et satinée (Ra env. 2 µm)",
    ),
    applications: t(
      "Passgenaue Prototypen, Schnappverbindungen, Gehäuse mit feinen Details",
      "Precise prototypes, snap fits, housings with fine details",
      "Prototypes précis, clips, boîtiers aux détails fins",
    ),
    maxDimensions: [145, 145, 175],
    minFeatureSize: 0.4,
    minWallThickness: 0.8,
    minHoleDiameter: 0.6,
    resolutionXy: 0.05,
    resolutionZ: 0.05,
    ranking: { strength: 5, detail: 7, surface: 7, flexibility: 3, heatResistance: 3, costEfficiency: 4 },
    finishes: [{ id: "sla-tough-resin-printed", name: t("Wie gedruckt", "As printed", "Brut d'impression") }],
    colors: [{ id: "sla-tough-resin-grey", name: color.grey, hex: "#6F7378" }],
    rates: {
      materialPerCm3: 150,
      spacePerCm3: 9,
      handlingPerPiece: 250,
      minPiece: 900,
      baseProductionDays: 5,
    },
    processingSteps: standardSteps("sla-tough-resin"),
  },
];
