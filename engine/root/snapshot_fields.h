// The field readers and writers of Root snapshots (snapshot.h), shared by
// the core (snapshot.cc) and each faction's own section
// (factions/<faction>/snapshot.cc): proto numbering (clearings 1..12, cards
// 1..56), every value range-checked before anything indexes with it.
// Pure functions; thread-safe.
#ifndef ARBITER_ENGINE_ROOT_SNAPSHOT_FIELDS_H_
#define ARBITER_ENGINE_ROOT_SNAPSHOT_FIELDS_H_

#include <bit>
#include <cstdint>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "arbiter/root.pb.h"
#include "engine/root/state.h"

namespace arbiter::root::snapshot {

namespace rp = ::arbiter::pb::root;
using google::protobuf::RepeatedField;

inline constexpr int kAllCardIds = kNumCards + kNumViziers;  // 1..56 in the proto

inline absl::Status Bad(absl::string_view field) {
  return absl::InvalidArgumentError(
      absl::StrCat("root State snapshot: ", field, " missing or out of range"));
}

// ---- writing ----

// A card or clearing set as 1-based ids.
inline void MaskOut(uint64_t mask, RepeatedField<uint32_t>* out) {
  for (; mask; mask &= mask - 1) out->Add(uint32_t(std::countr_zero(mask)) + 1);
}

template <typename Array>
void CountsOut(const Array& values, RepeatedField<uint32_t>* out) {
  for (auto v : values) out->Add(uint32_t(v));
}

// ---- reading ----

// A set of ids 1..max_id, each once, as a bit mask of engine indices.
inline absl::Status MaskIn(const RepeatedField<uint32_t>& in, int max_id, absl::string_view field,
                           uint64_t* out) {
  uint64_t mask = 0;
  for (uint32_t id : in) {
    if (id < 1 || id > uint32_t(max_id)) return Bad(field);
    if ((mask >> (id - 1)) & 1) return Bad(absl::StrCat(field, " (card twice)"));
    mask |= Bit(int(id) - 1);
  }
  *out = mask;
  return absl::OkStatus();
}

// Exactly out->size() values, each <= max.
template <typename Array>
absl::Status CountsIn(const RepeatedField<uint32_t>& in, uint32_t max, absl::string_view field,
                      Array* out) {
  if (in.size() != int(out->size())) return Bad(field);
  for (int i = 0; i < in.size(); ++i) {
    if (in.Get(i) > max) return Bad(field);
    (*out)[i] = static_cast<typename Array::value_type>(in.Get(i));
  }
  return absl::OkStatus();
}

// A signed value in [lo, hi].
template <typename T>
absl::Status SignedIn(int64_t v, int64_t lo, int64_t hi, absl::string_view field, T* out) {
  if (v < lo || v > hi) return Bad(field);
  *out = static_cast<T>(v);
  return absl::OkStatus();
}

template <typename T>
absl::Status UnsignedIn(uint64_t v, uint64_t max, absl::string_view field, T* out) {
  if (v > max) return Bad(field);
  *out = static_cast<T>(v);
  return absl::OkStatus();
}

#define ARBITER_ROOT_RETURN_IF_ERROR(expr) \
  do {                                     \
    absl::Status status_ = (expr);         \
    if (!status_.ok()) return status_;     \
  } while (0)

}  // namespace arbiter::root::snapshot

#endif  // ARBITER_ENGINE_ROOT_SNAPSHOT_FIELDS_H_
