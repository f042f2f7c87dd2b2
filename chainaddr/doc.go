// Package chainaddr checks wallet addresses against the format of their
// blockchain network, offline and without allocation on success. preflight's
// crypto-ramp rules use it where the platform would answer "invalid address
// format for network X".
//
// # Networks
//
// The table lives in one place (network.go) and Networks returns it in this
// order. Names are matched by Lookup and Validate ignoring ASCII case and
// nothing else.
//
//	Network   Title               Aliases                                  Format
//	ETH       Ethereum            ERC20, ERC-20, ETHEREUM                  EVM
//	BSC       BNB Smart Chain     BEP20, BEP-20, BNB SMART CHAIN           EVM
//	POLYGON   Polygon PoS         MATIC, POL                               EVM
//	ARBITRUM  Arbitrum One        ARB, ARBITRUM ONE                        EVM
//	OPTIMISM  OP Mainnet          OP, OP MAINNET                           EVM
//	BASE      Base                                                         EVM
//	AVAXC     Avalanche C-Chain   AVAX-C, AVAX C-CHAIN, AVALANCHE C-CHAIN  EVM
//	BTC       Bitcoin             BITCOIN                                  Bitcoin
//	TRX       TRON                TRON, TRC20, TRC-20                      Tron
//	SOL       Solana              SOLANA, SPL                              Solana
//
// "BNB" and "AVAX" are left out on purpose: each also names a chain with a
// different (bech32) address format, the BNB Beacon Chain and Avalanche's
// X-/P-chains.
//
// # Formats
//
// EVM (ValidateEVM, ChecksumEVM): "0x" and 40 hex digits. All lower case or
// all upper case is accepted as it is; any other mix must be the EIP-55
// checksum (Keccak-256 of the lower-case hex; a letter is upper case when
// its hash nibble is 8 or more). "0X" is refused.
//
// Bitcoin (ParseBitcoin), mainnet only: base58check P2PKH (version 0x00,
// "1...") and P2SH (0x05, "3..."); segwit with human-readable part "bc":
// witness v0 in bech32 with a 20- or 32-byte program (BIP-173), v1 to v16 in
// bech32m with a 2- to 40-byte program (BIP-350; v1 with 32 bytes is
// taproot, every other v1+ shape is accepted as BIP-350 asks, reported as
// BitcoinWitnessFuture). At most 90 characters, one case throughout.
//
// TRON (ParseTron): base58check, 34 characters starting with "T", 25 bytes
// decoded with version byte 0x41.
//
// Solana (ParseSolana): base58 of exactly 32 bytes, 32 to 44 characters.
// Solana addresses have no checksum.
//
// Base58 uses the Bitcoin alphabet; base58check's checksum is the first four
// bytes of double SHA-256.
//
// # Errors
//
// Every error is an *Error (Network, Kind, Reason) that unwraps to one of:
//
//   - ErrUnsupportedNetwork: the network is not in the table; the address
//     was not examined. Not the same as a bad address: the platform may well
//     support a network this package has no check for.
//   - ErrFormat: malformed for the network: length, prefix, alphabet, case,
//     witness version, program length, padding, version byte.
//   - ErrChecksum: well formed but the checksum fails (EIP-55, base58check,
//     bech32/bech32m, or the wrong one of bech32 and bech32m for the witness
//     version): most likely a typo.
//   - ErrWrongNetwork: valid, but for a sibling network the format can tell
//     apart: Bitcoin testnet, signet or regtest ("tb1", "bcrt1", "m", "n",
//     "2").
//
// Error messages never repeat the address.
//
// # Not checkable offline
//
// A valid address may still be refused or unsafe: whether it exists or has
// ever been used; whether an EVM address is a contract and can receive the
// asset; whether the same 0x address is meant on the chosen EVM chain
// (every EVM network shares one format, so a wrong-chain EVM address is
// undetectable); whether a TRON address is on mainnet or the Shasta/Nile
// testnets (same version byte); whether a Solana address is a wallet, a
// token account or a program; any typo in a Solana address, and a typo in
// an all-lower or all-upper EVM address (no checksum to fail); whether the
// platform supports the asset on that network; whitelists and travel-rule
// checks.
//
// # Size
//
// The package imports only errors and math/bits: Keccak-256 and SHA-256 are
// small local implementations, tested against golang.org/x/crypto/sha3 and
// crypto/sha256, because those two would add about 80 KB and 165 KB to the
// js/wasm build. No regexp, encoding/json or fmt.
package chainaddr
