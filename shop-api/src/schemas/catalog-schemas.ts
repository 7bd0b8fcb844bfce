/**
 * The catalogue's schemas are defined once in the shared contract; routes not converted to
 * `contractRoute` yet (orders, cart, wishlist, reviews) embed them under these names.
 */
export {
  category as categorySchema,
  product as productSchema,
  productImage as productImageSchema,
  productSummary as productSummarySchema,
  review as reviewSchema,
  subCategory as subCategorySchema,
  variant as variantSchema,
  variantAttribute as variantAttributeSchema,
  vendorProfile as vendorSchema,
} from '@shop/shared-contracts/api/schema/catalog';
