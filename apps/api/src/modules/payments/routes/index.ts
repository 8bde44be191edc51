export { razorpayRoutes as paymentRoutes } from './razorpay';
