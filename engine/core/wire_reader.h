// WireReader: a strict, allocation-free reader of protobuf wire format for
// the verifier's fast path, which decodes events straight from a log's bytes
// into a game's native events instead of building pb::Event messages first.
//
//   WireReader in(body);
//   uint32_t field, type;
//   while (!in.AtEnd()) {
//     if (!in.ReadTag(&field, &type)) return false;  // caller falls back
//     ...
//   }
//
// Every method returns false on anything it does not read exactly as
// protobuf would: truncation, a varint too long for its field, a group, a
// length beyond the bytes left. The fast path then gives up and protobuf's
// own parser decides (replay/binary_verify.h), so this reader only has
// to be right about what it accepts, never about why it refuses.
#ifndef ARBITER_ENGINE_CORE_WIRE_READER_H_
#define ARBITER_ENGINE_CORE_WIRE_READER_H_

#include <cstdint>

#include "absl/strings/string_view.h"

namespace arbiter {

// Wire types of the encoding (groups, 3 and 4, are never accepted).
inline constexpr uint32_t kWireVarint = 0;
inline constexpr uint32_t kWireFixed64 = 1;
inline constexpr uint32_t kWireLen = 2;
inline constexpr uint32_t kWireFixed32 = 5;

class WireReader {
 public:
  explicit WireReader(absl::string_view bytes)
      : p_(reinterpret_cast<const uint8_t*>(bytes.data())), end_(p_ + bytes.size()) {}

  bool AtEnd() const { return p_ == end_; }
  size_t remaining() const { return static_cast<size_t>(end_ - p_); }
  // The bytes not read yet.
  absl::string_view rest() const {
    return absl::string_view(reinterpret_cast<const char*>(p_), remaining());
  }

  // A field's number (at least 1) and wire type.
  bool ReadTag(uint32_t* field, uint32_t* type) {
    uint32_t tag;
    if (!ReadUint32(&tag)) return false;
    *field = tag >> 3;
    *type = tag & 7;
    return *field != 0 && (*type == kWireVarint || *type == kWireFixed64 ||
                           *type == kWireLen || *type == kWireFixed32);
  }

  // A varint of at most ten bytes, whose tenth byte carries only the top bit
  // of the value.
  bool ReadVarint(uint64_t* value) {
    uint64_t result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (p_ == end_) return false;
      const uint8_t byte = *p_++;
      if (shift == 63 && byte > 1) return false;
      result |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if (byte < 0x80) {
        *value = result;
        return true;
      }
    }
    return false;
  }

  // A varint holding a value below 2^32. Protobuf would truncate a larger one
  // into a uint32 field; refusing it keeps the two readings identical.
  bool ReadUint32(uint32_t* value) {
    if (p_ != end_ && *p_ < 0x80) {  // most values in a log fit in one byte
      *value = *p_++;
      return true;
    }
    uint64_t wide;
    if (!ReadVarint(&wide) || wide > UINT32_MAX) return false;
    *value = static_cast<uint32_t>(wide);
    return true;
  }

  bool ReadFixed64(uint64_t* value) {
    if (remaining() < 8) return false;
    uint64_t result = 0;
    for (int i = 0; i < 8; ++i) result |= static_cast<uint64_t>(p_[i]) << (8 * i);
    p_ += 8;
    *value = result;
    return true;
  }

  // The payload of a length-delimited field.
  bool ReadLen(absl::string_view* payload) {
    uint32_t size;
    if (!ReadUint32(&size) || size > remaining() || size > INT32_MAX) return false;
    *payload = absl::string_view(reinterpret_cast<const char*>(p_), size);
    p_ += size;
    return true;
  }

  // Skips a field's value of the given wire type.
  bool Skip(uint32_t type) {
    uint64_t ignored;
    absl::string_view payload;
    switch (type) {
      case kWireVarint: return ReadVarint(&ignored);
      case kWireFixed64: return ReadFixed64(&ignored);
      case kWireLen: return ReadLen(&payload);
      case kWireFixed32:
        if (remaining() < 4) return false;
        p_ += 4;
        return true;
      default: return false;
    }
  }

 private:
  const uint8_t* p_;
  const uint8_t* end_;
};

// Calls `each(value)` for every uint32 of a packed repeated field's payload;
// false when the payload does not hold whole varints below 2^32 or `each`
// returns false.
template <typename Each>
bool ForEachPackedUint32(absl::string_view payload, Each&& each) {
  WireReader in(payload);
  while (!in.AtEnd()) {
    uint32_t value;
    if (!in.ReadUint32(&value) || !each(value)) return false;
  }
  return true;
}

// Calls `each(number, type, reader)` for every field of `message`, with the
// reader placed at the field's value, which `each` must consume. False on a
// malformed tag, a field number above 63 or seen before (protobuf would
// merge repeats; the fast path leaves that to it), or when `each` says so.
template <typename Each>
bool ForEachField(absl::string_view message, Each&& each) {
  WireReader in(message);
  uint64_t seen = 0;
  while (!in.AtEnd()) {
    uint32_t number, type;
    if (!in.ReadTag(&number, &type) || number > 63) return false;
    const uint64_t bit = uint64_t{1} << number;
    if ((seen & bit) != 0) return false;
    seen |= bit;
    if (!each(number, type, in)) return false;
  }
  return true;
}

// A uint32 (or enum) field's value, when it has the varint wire type.
inline bool ReadUint32Field(uint32_t type, WireReader& in, uint32_t* value) {
  return type == kWireVarint && in.ReadUint32(value);
}

// Reads the leading fields of a message that are a one-byte varint tag and
// a one-byte value, nearly every field of a log, into values[number],
// setting bit `number` of *present for each, and leaves the rest (from the
// first other field) in *rest for the general loop (callgrind: 0.7 to 1% of
// a verification). False on a number outside 1..last, on `other` (a field
// of another wire type; 0 for none) or a field already present, as that
// loop would refuse them.
template <size_t N>
inline bool ReadOneBytePairs(absl::string_view message, uint32_t last, uint32_t other,
                             uint32_t (&values)[N], uint32_t* present, absl::string_view* rest) {
  if (last >= N) return false;
  const auto* p = reinterpret_cast<const uint8_t*>(message.data());
  const auto* const end = p + message.size();
  while (end - p >= 2 && p[0] < 0x80 && (p[0] & 7) == kWireVarint && p[1] < 0x80) {
    const uint32_t number = p[0] >> 3u;
    if (number < 1 || number > last || number == other || ((*present >> number) & 1)) return false;
    *present |= 1u << number;
    values[number] = p[1];
    p += 2;
  }
  *rest = absl::string_view(reinterpret_cast<const char*>(p), size_t(end - p));
  return true;
}

// Reads a message whose fields are all varints numbered 1..last into
// values[number] (0 when absent, as in proto3), setting bit `number` of
// *present for each; false on any other field number or wire type, or a
// field given twice. Flattened: GCC kept the loop out of line (callgrind:
// 0.4% of verifying the Company's games).
template <size_t N>
[[gnu::flatten]] inline bool ReadVarintFields(absl::string_view message, uint32_t last,
                                              uint32_t (&values)[N], uint32_t* present) {
  absl::string_view rest;
  if (!ReadOneBytePairs(message, last, 0, values, present, &rest)) return false;
  return ForEachField(rest, [&](uint32_t number, uint32_t type, WireReader& in) {
    if (number < 1 || number > last || ((*present >> number) & 1)) return false;
    *present |= 1u << number;
    return ReadUint32Field(type, in, &values[number]);
  });
}

}  // namespace arbiter

#endif  // ARBITER_ENGINE_CORE_WIRE_READER_H_
