import { useApolloClient, useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { AnalysisTabs } from "../analysis/AnalysisTabs";
import { graphqlLanguage, languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { useCartErrorText } from "../cart/cartErrors";
import { AddCartItemsDocument } from "../cart/queries";
import { useCart } from "../cart/useCart";
import { PrintModeDetail } from "../catalog/PrintModeDetail";
import type { UnitOfLength } from "../gql/graphql";
import { useOrderProcess } from "../order/OrderProcess";
import { formatDecimal } from "../preferences/decimals";
import { useFormatCents } from "../preferences/money";
import { usePreferences } from "../preferences/Preferences";
import { ConfiguredPriceDetails } from "../pricing/ConfiguredPriceDetails";
import { Delayed } from "../shared/Delayed";
import { useDebouncedValue } from "../shared/useDebouncedValue";
import { AnalysisProgressDocument } from "../upload/queries";
import compare from "./Compare.module.css";
import styles from "./Configure.module.css";
import { firstPrintableMode } from "./compareModes";
import { MaterialStep } from "./MaterialStep";
import { ModelFacts } from "./ModelFacts";
import { postThumbnail } from "./postThumbnail";
import { ModelFileDocument, PriceMatrixDocument, UpdateModelFileDocument } from "./queries";
import { ReadWarnings } from "./ReadWarnings";
import { printQuality, resolve, type Selection, selectMode } from "./selection";
import { UnitSuggestion } from "./UnitSuggestion";
import { formatDimensions, inUnit, unitLabel, units } from "./units";

/** The configure view: basics (0), material (1), finishes and confirmation (2). */
export function ConfigureView({ modelFileId }: { modelFileId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const order = useOrderProcess();
  const { isBusinessCustomer } = usePreferences();
  const business = isBusinessCustomer.value;
  const { ensureCartId } = useCart();
  const file = useQuery(ModelFileDocument, { variables: { id: modelFileId } });
  const [updateFile] = useMutation(UpdateModelFileDocument);
  const [addItems] = useMutation(AddCartItemsDocument);
  const cartErrorText = useCartErrorText();
  const model = file.data?.modelFile;

  const [subStep, setSubStep] = useState<0 | 1 | 2>(0);
  const [name, setName] = useState(model?.name ?? "");
  const [agreed, setAgreed] = useState(false);
  const [scale, setScale] = useState(1);
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const [detailModeId, setDetailModeId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  useEffect(() => {
    if (model) setName(model.name);
  }, [model?.name, model]);

  const unit = model?.unitOfLength ?? "MM";
  const priceInput = useDebouncedValue({ scale, quantity, unit }, 500);
  const matrix = useQuery(PriceMatrixDocument, {
    variables: {
      modelFileId,
      scale: priceInput.scale,
      unit: priceInput.unit,
      quantity: priceInput.quantity,
      language: graphqlLanguage(lang),
    },
    // Priced from the measurements on; `tooSmall` is refined when the wall thickness lands.
    skip: !(model?.status === "COMPLETED" || model?.analysisStage === "MEASURED") || !(priceInput.scale > 0),
    // The refetch at COMPLETED must ask again: joined to a request still on its way, sent while
    // the walls were unmeasured, it would keep that request's verdict.
    context: { queryDeduplication: false },
  });
  const client = useApolloClient();
  useSubscription(AnalysisProgressDocument, {
    variables: { taskId: model?.task?.id ?? "" },
    skip: model?.analysisStage !== "MEASURED" || !model.task,
    // A stream of its own, which starts with the task as it is now: joined to the upload's stream,
    // it would miss a completion sent before it joined.
    context: { queryDeduplication: false },
    onData: ({ data }) => {
      const status = data.data?.analysisProgress.status;
      // The file and its prices are read again (`tooSmall` may have turned with the wall thickness).
      if (status === "COMPLETED" || status === "FAILED")
        void client.refetchQueries({ include: [ModelFileDocument, PriceMatrixDocument] });
    },
  });
  const modes = matrix.data?.printModes ?? matrix.previousData?.printModes;

  const preferredModeId = order.preferredModeId;
  // Until the shopper chooses, the first printable mode (derived, not set by an effect: the server's
  // page shows it and hydrating it renders nothing again).
  const selection = useMemo(
    () => chosen ?? (modes ? selectMode(modes, firstPrintableMode(modes, preferredModeId)?.id ?? "") : null),
    [chosen, modes, preferredModeId],
  );
  // A mode chosen in the catalogue while a model is configured: switch to it.
  const [appliedPreference, setAppliedPreference] = useState(preferredModeId);
  useEffect(() => {
    if (!modes || preferredModeId === appliedPreference) return;
    setAppliedPreference(preferredModeId);
    const preferred = preferredModeId && selectMode(modes, preferredModeId);
    if (preferred) setChosen(preferred);
  }, [modes, preferredModeId, appliedPreference]);

  const { mode, color } = useMemo(() => resolve(modes ?? [], selection), [modes, selection]);
  const quality = scale > 0 ? printQuality(modes, color?.price) : "notPrintable";
  const pricesStale = matrix.loading || priceInput.scale !== scale || priceInput.quantity !== quantity;
  const needsAgreement = Boolean(model?.repairInfo?.changed);
  const printable = Boolean(color?.price?.printable) && !pricesStale && scale > 0;
  // Under the chosen price: the delivery date and the price's breakdown.
  const priceDetails = selection && color?.price?.printable && (
    <ConfiguredPriceDetails
      modelFileId={modelFileId}
      printModeId={selection.modeId}
      surfaceFinishId={selection.finishId}
      colorId={selection.colorId}
      {...priceInput}
      business={business}
    />
  );

  if (file.loading && !model)
    return (
      <Delayed>
        <p className={styles.loading}>{t("configure.loading")}</p>
      </Delayed>
    );
  if (!model) return <p role="alert">{t("upload.errors.generic")}</p>;
  // A model measured but not yet completely analysed is priced, but the cart takes it only complete.
  const addable = printable && model.status === "COMPLETED";
  const size = model.dimensions ?? { x: 0, y: 0, z: 0 };
  const dims = inUnit(size, unit);
  const thinnest = model.analysis?.thickness?.min;
  const setUnit = (unitOfLength: UnitOfLength) =>
    void updateFile({ variables: { id: model.id, input: { unitOfLength } } });
  const unitSuggestion = model.suggestedUnitOfLength && model.suggestedUnitOfLength !== unit && (
    <UnitSuggestion suggested={model.suggestedUnitOfLength} onApply={setUnit} />
  );

  const saveName = async () => {
    const trimmed = name.trim();
    setName(trimmed);
    if (trimmed && trimmed !== model.name)
      await updateFile({ variables: { id: model.id, input: { name: trimmed } } });
  };

  const addToCart = async () => {
    if (!selection || !addable) return;
    setAdding(true);
    setAddError(null);
    try {
      const cartId = await ensureCartId();
      const result = await addItems({
        variables: {
          cartId,
          items: [
            {
              modelFileId: model.id,
              unitOfLength: unit,
              scale,
              quantity,
              printModeId: selection.modeId,
              surfaceFinishId: selection.finishId,
              colorId: selection.colorId,
              acknowledgedRepairInfo: needsAgreement ? agreed : false,
            },
          ],
        },
        refetchQueries: ["Cart"],
      });
      const answer = result.data?.addCartItems;
      if (answer?.__typename === "CartError") {
        setAddError(cartErrorText(answer.code));
        return;
      }
      if (answer?.__typename !== "Cart") throw new Error("no cart in the answer");
      const itemId = answer.items[answer.items.length - 1]?.id;
      if (itemId && model.frontPictureUrl)
        await postThumbnail(cartId, itemId, model.frontPictureUrl).catch(() => {});
      // With more models of the same drop waiting, the next one is configured here.
      if (order.addedToCart() === "cart") navigate(`${languagePrefix(lang)}/cart`);
    } catch {
      setAddError(t("errors.addToCart"));
    } finally {
      setAdding(false);
    }
  };

  const addToCartButton = (
    <button
      type="button"
      className={styles.primary}
      disabled={!addable || adding || (needsAgreement && !agreed)}
      onClick={() => void addToCart()}
    >
      {t("configure.addToCart")}
    </button>
  );

  return (
    <section
      className={styles.configure}
      aria-label={t("configure.title")}
      data-testid="configure-view"
      data-analysis-stage={model.analysisStage}
    >
      <div className={styles.analysis}>
        <AnalysisTabs
          modelFileId={model.id}
          viewerModelUrl={model.viewerModelUrl ?? null}
          frontPictureUrl={model.frontPictureUrl ?? null}
          preparing={model.analysisStage === "MEASURED"}
          thicknessDataUrl={model.wallThicknessDataUrl ?? null}
          minFeatureSize={mode?.features.minFeatureSize ?? null}
          scale={scale}
          unit={unit}
          printModeId={selection?.modeId ?? null}
          repairInfo={model.repairInfo ?? null}
        />
        {model.analysis && (
          <ModelFacts
            analysis={model.analysis}
            size={size}
            scale={scale}
            repairedDownloadUrl={model.repairedDownloadUrl}
          />
        )}
      </div>
      <div className={styles.panel}>
        <button
          type="button"
          className={`${styles.linkButton} ${styles.otherFile}`}
          onClick={order.startUpload}
        >
          {t("configure.otherFile")}
        </button>
        <ol className={styles.subSteps}>
          {[t("configure.step0"), t("configure.step1"), t("configure.step2")].map((label, index) => (
            <li key={label} aria-current={index === subStep ? "step" : undefined}>
              {label}
            </li>
          ))}
        </ol>

        {subStep === 0 && (
          <div className={styles.stepBody}>
            <ReadWarnings warnings={model.warnings} />
            <label className={styles.field}>
              <span>{t("configure.unit")}</span>
              <select
                value={unit}
                data-testid="unit-select"
                onChange={(e) => setUnit(e.target.value as UnitOfLength)}
              >
                {units.map((u) => (
                  <option key={u.value} value={u.value}>
                    {u.label}
                  </option>
                ))}
              </select>
            </label>
            {unitSuggestion}
            <label className={styles.field}>
              <span>{t("configure.name")}</span>
              <input
                value={name}
                onChange={(e) => setName(e.target.value)}
                onBlur={() => void saveName()}
                maxLength={200}
              />
            </label>
            <div className={styles.field}>
              <span>{t("configure.measurements")}</span>
              <output className={styles.measurements} data-testid="measurements">
                {formatDimensions(dims, unit, lang)}
              </output>
            </div>
            {needsAgreement && <RepairAgreement agreed={agreed} onChange={setAgreed} />}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.primary}
                disabled={needsAgreement && !agreed}
                onClick={() => {
                  void saveName();
                  setSubStep(1);
                }}
              >
                {t("configure.next")}
              </button>
            </div>
          </div>
        )}

        {subStep === 1 && selection && modes && (
          <>
            {unitSuggestion}
            <MaterialStep
              modes={modes}
              selection={selection}
              onSelect={setChosen}
              onShowDetail={setDetailModeId}
              scale={scale}
              onScale={setScale}
              quantity={quantity}
              onQuantity={setQuantity}
              dimensions={dims}
              size={size}
              thinnestWall={thinnest != null ? thinnest * scale : null}
              unitLabel={unitLabel(unit)}
              quality={quality}
              business={business}
              pricesStale={pricesStale}
            />
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={() => setSubStep(0)}>
                {t("configure.back")}
              </button>
              <button
                type="button"
                className={styles.secondary}
                disabled={!printable}
                onClick={() => setSubStep(2)}
              >
                {t("configure.chooseFinishes")}
              </button>
            </div>
            {addError && <AddError text={addError} />}
            {priceDetails}
            <div className={compare.priceBar} data-testid="price-bar">
              <PriceSummary price={color?.price} business={business} stale={pricesStale} />
              {!color?.price?.printable && !pricesStale && (
                <p className={compare.noPrice}>{t("configure.noPrice")}</p>
              )}
              {addToCartButton}
            </div>
          </>
        )}
        {subStep === 1 && matrix.error && !matrix.loading && (
          <div role="alert" className={`${styles.notice} ${styles.danger}`}>
            <p>{t(modes ? "configure.pricesOutdated" : "configure.pricesFailed")}</p>
            <button type="button" className={styles.secondary} onClick={() => void matrix.refetch()}>
              {t("configure.retryPrices")}
            </button>
          </div>
        )}
        {subStep === 1 && !modes && !matrix.error && (
          <p className={styles.loading}>{t("configure.loadingPrices")}</p>
        )}

        {subStep === 2 && mode && color && (
          <div className={styles.stepBody}>
            <dl className={styles.summary}>
              <dt>{t("configure.printMode")}</dt>
              <dd>{mode.name}</dd>
              <dt>{t("configure.color")}</dt>
              <dd>{color.name}</dd>
              <dt>{t("configure.scale")}</dt>
              <dd>{formatDecimal(scale, 4, lang)}</dd>
              <dt>{t("configure.quantity")}</dt>
              <dd>{quantity}</dd>
            </dl>
            <PriceSummary price={color.price} business={business} stale={pricesStale} />
            {priceDetails}
            {needsAgreement && <RepairAgreement agreed={agreed} onChange={setAgreed} />}
            {addError && <AddError text={addError} />}
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={() => setSubStep(1)}>
                {t("configure.back")}
              </button>
              {addToCartButton}
            </div>
          </div>
        )}
      </div>
      {detailModeId && modes && (
        <PrintModeDetail
          mode={modes.find((m) => m.id === detailModeId)}
          onClose={() => setDetailModeId(null)}
        />
      )}
    </section>
  );
}

function AddError({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className={`${styles.notice} ${styles.danger}`}>
      <strong>{t("errors.title")}</strong> {text}
    </p>
  );
}

function RepairAgreement({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.agreement}>
      <input
        type="checkbox"
        checked={agreed}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="repair-agreement"
      />
      <span>{t("configure.repairAgreement")}</span>
    </label>
  );
}

function PriceSummary(props: {
  price:
    | {
        printable: boolean;
        net?: number | null;
        gross?: number | null;
        pieceNet?: number | null;
        pieceGross?: number | null;
        taxRate: number;
        productionDays: number;
      }
    | null
    | undefined;
  business: boolean;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const formatCents = useFormatCents();
  const { price, business } = props;
  if (!price?.printable || price.net == null || price.gross == null) return null;
  const line = business ? price.net : price.gross;
  const piece = business ? price.pieceNet : price.pieceGross;
  return (
    <div className={styles.priceSummary} aria-busy={props.stale} data-testid="price-summary">
      <div>
        <span className={styles.priceLabel}>{t("configure.total")}</span>
        <strong className={styles.price} data-testid="line-price">
          {formatCents(line)}
        </strong>
      </div>
      <small>
        {piece != null && t("configure.perPiece", { price: formatCents(piece) })} ·{" "}
        {t(business ? "prices.plusTax" : "prices.inclTax", { rate: price.taxRate })} ·{" "}
        {t("configure.productionDays", { count: price.productionDays })}
      </small>
    </div>
  );
}
