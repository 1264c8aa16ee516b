/**
 * The longest free text the forms accept, field by field; firestore.rules refuses longer text with
 * the same numbers (each rule names the constant it repeats). A person's limits (names, address,
 * email, phone) are in src/entities/person/personFields.ts. docs/data-model.md, "Limits of free text".
 */

/** A product's name (products.name; also the name of its Storage folder). */
export const PRODUCT_NAME_MAX = 200;
/** An item of a name list (colours, brands, categories, sources, sizes, widths, heights, delivery
 * points) and so a product's brand, source, size, width, height and each colour and category. */
export const LIST_NAME_MAX = 100;
/** How many colours, and how many categories, one product may have. */
export const PRODUCT_CHOICES_MAX = 30;
/** A store's or warehouse's name (and so a product's locationName). */
export const BRANCH_NAME_MAX = 100;
/** A store's or warehouse's address (printed at the head of its receipts). */
export const BRANCH_ADDRESS_MAX = 300;
/** A lottery type's name and its prize's name. */
export const LOTTERY_NAME_MAX = 200;
/** A stored picture's file name (picName, prizeImage.name). */
export const FILE_NAME_MAX = 200;
/** A stored picture's download URL (picUrl, prizeImage.url). */
export const URL_MAX = 4000;
