// Package payout checks fiat payouts (fiat/create-payout, fiat/retrieve-payout) and fiat
// conversions (fiat/create-conversion) before they are sent.
package payout
