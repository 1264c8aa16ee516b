// The texts of products, registered when its first module loads (kept out of the sign-in bundle).
import { registerTexts } from '../../../i18n/register';
import productFormMn from './productForm.mn.json';
import productFormEn from './productForm.en.json';
import productsMn from './products.mn.json';
import productsEn from './products.en.json';

registerTexts('productForm', productFormMn, productFormEn);
registerTexts('products', productsMn, productsEn);
