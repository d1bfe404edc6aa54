import { Link } from '@tanstack/react-router'
import { formatRupiah } from '../../../contract/indonesian-format'
import type { Regimen } from '../../../contract/shop/schemas'
import { Price } from './price'
import { ProductImage } from './product-image'

/** A regimen's steps, each with its product, and the total of buying them all. */
export function RegimenSteps({ regimen }: { regimen: Regimen }) {
  return (
    <>
      <ol className="regimen-steps">
        {regimen.steps.map((step) => (
          <li key={step.position} className="card regimen-step">
            <ProductImage
              image={step.product.image}
              sizes="6rem"
              maxDisplayWidth={96}
              className="regimen-step__image"
            />
            <div>
              <p className="eyebrow">
                Langkah {step.position}: {step.title}
              </p>
              <h2 className="regimen-step__name">
                <Link to="/product/$id" params={{ id: step.product.id }}>
                  {step.product.name}
                </Link>
              </h2>
              <Price price={step.product.price} discountPrice={step.product.discountPrice} />
              {step.product.stock === 0 ? <p className="stock stock--out">✕ Stok habis</p> : null}
            </div>
          </li>
        ))}
      </ol>
      <p className="regimen-total">
        Total {regimen.steps.length} produk: <strong>{formatRupiah(regimen.totalPrice)}</strong>
      </p>
    </>
  )
}

/** Every step's product, one each, skipping any that cannot be bought now. */
export function regimenCartLines(regimen: Regimen) {
  return regimen.steps
    .filter((step) => !step.product.discontinued && step.product.stock > 0)
    .map((step) => ({ productId: step.product.id, quantity: 1 }))
}
