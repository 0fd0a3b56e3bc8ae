import type { LocalizedText } from "@druckwerk/platform";

/** The criteria every print mode is ranked on, 0 (poor) to 8 (excellent), in display order. */
export const rankingCriteria = {
  strength: { de: "Festigkeit", en: "Strength", fr: "Résistance" },
  detail: { de: "Detailgenauigkeit", en: "Detail", fr: "Précision des détails" },
  surface: { de: "Oberflächengüte", en: "Surface quality", fr: "Qualité de surface" },
  flexibility: { de: "Flexibilität", en: "Flexibility", fr: "Flexibilité" },
  heatResistance: { de: "Temperaturbeständigkeit", en: "Heat resistance", fr: "Tenue en température" },
  costEfficiency: { de: "Preis-Leistung", en: "Value for money", fr: "Rapport qualité-prix" },
} satisfies Record<string, LocalizedText>;

export type RankingCriterion = keyof typeof rankingCriteria;

export const RANKING_MAX = 8;
