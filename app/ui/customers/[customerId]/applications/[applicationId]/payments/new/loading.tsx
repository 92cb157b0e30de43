// The same screen as …/make-payment: the same skeleton.
export { default } from '../../make-payment/loading';
