import { useTranslation } from "react-i18next";
import { useLanguage } from "../app/useLanguage";
import { formatDimensions, inUnit } from "../configure/units";
import type { CartItemFieldsFragment } from "../gql/graphql";
import { shownAmount, useFormatCents } from "../preferences/money";
import { PriceBreakdown } from "../pricing/PriceBreakdown";
import { QuantityStepper } from "../shared/QuantityStepper";
import { AttachmentUpload } from "./AttachmentUpload";
import styles from "./Cart.module.css";
import { ItemConfiguration } from "./ItemConfiguration";
import { ProcessingStepsDialog } from "./ProcessingStepsDialog";

interface Props {
  cartId: string;
  item: CartItemFieldsFragment;
  business: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** One cart item: picture, configuration, quantity, prices, attachments, processing steps, delete. */
export function CartItemRow({ cartId, item, business, onQuantity, onRemove }: Props) {
  const formatCents = useFormatCents();
  const language = useLanguage();
  const { t } = useTranslation();
  const line = shownAmount(item.price, business);
  const before = shownAmount(item.priceBeforeDiscount, business);
  const piece = shownAmount(item.piecePrice, business);
  const measured = item.modelFile?.dimensions;
  const dims = measured && inUnit(measured, item.unitOfLength);
  const size = dims
    ? formatDimensions(
        { x: dims.x * item.scale, y: dims.y * item.scale, z: dims.z * item.scale },
        item.unitOfLength,
        language,
      )
    : "";
  return (
    <li className={styles.item} data-testid="cart-item">
      <img
        className={styles.thumbnail}
        src={item.thumbnailUrl ?? item.modelFile?.frontPictureUrl ?? "/favicon.svg"}
        alt=""
        width={96}
        height={96}
      />
      <div className={styles.details}>
        <h2 className={styles.name}>{item.name}</h2>
        <p className={styles.meta}>{size}</p>
        <p className={styles.meta}>
          <ItemConfiguration
            printMode={item.printMode?.name}
            finish={item.surfaceFinishName}
            color={item.color}
          />
        </p>
        <div className={styles.itemActions}>
          <AttachmentUpload cartId={cartId} itemId={item.id} attachments={item.attachments} />
          <ProcessingStepsDialog cartId={cartId} item={item} business={business} />
          <button type="button" className={styles.linkButton} onClick={onRemove}>
            {t("cart.delete")}
          </button>
        </div>
      </div>
      <QuantityStepper
        className={styles.quantity}
        label={t("configure.quantity")}
        value={item.quantity}
        onChange={onQuantity}
        commit="blur"
        testId="cart-quantity"
      />
      <div className={styles.prices}>
        <span className={styles.single}>{t("cart.single", { price: formatCents(piece) })}</span>
        {before !== line && (
          <s className={styles.before} data-testid="cart-item-before-discount">
            <span className="visually-hidden">{t("cart.beforeDiscount")}: </span>
            {formatCents(before)}
          </s>
        )}
        <strong data-testid="cart-item-sum">{formatCents(line)}</strong>
        {item.priceBreakdown && <PriceBreakdown components={item.priceBreakdown} business={business} />}
      </div>
    </li>
  );
}
