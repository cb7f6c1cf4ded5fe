export { MemberSavings } from './components/member-savings';
