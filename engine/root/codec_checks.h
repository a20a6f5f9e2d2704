// The range checks shared by Root's two event decoders: codec.cc (from
// protobuf messages) and wire_codec.cc (from wire bytes), which must accept
// exactly the same values. Proto numbers are 1-based; 0 means "not given".
#ifndef ARBITER_ENGINE_ROOT_CODEC_CHECKS_H_
#define ARBITER_ENGINE_ROOT_CODEC_CHECKS_H_

#include <cstdint>

#include "arbiter/root.pb.h"
#include "engine/root/components.h"

namespace arbiter::root::codec_checks {

inline bool Clearing(uint32_t v, int8_t* out) {
  if (v < 1 || v > kNumClearings) return false;
  *out = int8_t(v - 1);
  return true;
}

// A deck card, or with `allow_vizier` also the Eyrie's two Loyal Viziers.
inline bool Card(uint32_t v, int8_t* out, bool allow_vizier = false) {
  const uint32_t max = kNumCards + (allow_vizier ? kNumViziers : 0);
  if (v < 1 || v > max) return false;
  *out = int8_t(v - 1);
  return true;
}

// A building or token, by its enum number; a negative number protobuf would
// hold reads as one above 2^31 here, refused alike.
// Engine PieceKind k is proto k + 1 (GARDEN = 10 is kGarden = 9, MECH_KEEP = 11 kMechKeep = 10).
inline bool PieceOf(uint32_t p, int8_t* out) {
  if (p < uint32_t(pb::root::SAWMILL) || p > uint32_t(pb::root::MECH_KEEP)) return false;
  *out = int8_t(p - 1);
  return true;
}
// The proto number of engine piece `piece` (a valid PieceKind).
inline pb::root::Piece ProtoPiece(int8_t piece) {
  return pb::root::Piece(piece + 1);
}

}  // namespace arbiter::root::codec_checks

#endif  // ARBITER_ENGINE_ROOT_CODEC_CHECKS_H_
