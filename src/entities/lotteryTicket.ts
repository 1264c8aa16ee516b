// Moved to ./lottery/lotteryTicket.ts (issue 27). Kept only for SaleWizard.tsx, which the sale-draft
// part of issue 27 rewrites: delete this file once nothing imports it.
export { LOTTERY_CODE_LENGTH, lotteryCode } from './lottery/lotteryTicket';
