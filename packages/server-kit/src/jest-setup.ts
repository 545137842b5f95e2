// Every server test fails when code it reaches calls the network inside an open database transaction.
import { guardNetworkInTransactions } from './transaction-scope';

guardNetworkInTransactions();
