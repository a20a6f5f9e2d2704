#include "engine/root/factions/mechanical/codec.h"

#include "engine/core/rejection.h"
#include "engine/core/wire_reader.h"
#include "engine/root/codec_checks.h"
#include "engine/root/rule_ids.h"
#include "engine/root/state.h"

namespace arbiter::root::mechanical {
namespace {

namespace rp = ::arbiter::pb::root;
using codec_checks::Card;

absl::Status Bad(absl::string_view why) { return Malformed(rules::kMalformed, why); }

// An order's place, 1..5 from the left.
bool Order(uint32_t v, int8_t* out) {
  if (v < 1 || v > uint32_t(kMechOrders)) return false;
  *out = int8_t(v - 1);
  return true;
}

}  // namespace

absl::Status DecodeEvent(const rp::Event& r, Event& e, bool* handled) {
  *handled = true;
  switch (r.body_case()) {
    case rp::Event::kSpyLook: {
      const rp::SpyLook& m = r.spy_look();
      e.kind = EventKind::kSpyLook;
      if (!Card(m.card(), &e.card)) return Bad("spy_look: card");
      if (!Order(m.order(), &e.a)) return Bad("spy_look: order");
      if (!Card(m.seen(), &e.b)) return Bad("spy_look: seen");
      return absl::OkStatus();
    }
    case rp::Event::kSpySwap:
      e.kind = EventKind::kSpySwap;
      if (!Order(r.spy_swap().order(), &e.a)) return Bad("spy_swap: order");
      return absl::OkStatus();
    default:
      *handled = false;
      return absl::OkStatus();
  }
}

bool EncodeEvent(const Event& e, rp::Event* r) {
  switch (e.kind) {
    case EventKind::kSpyLook: {
      rp::SpyLook* m = r->mutable_spy_look();
      m->set_card(uint32_t(e.card + 1));
      m->set_order(uint32_t(e.a + 1));
      m->set_seen(uint32_t(e.b + 1));
      return true;
    }
    case EventKind::kSpySwap:
      r->mutable_spy_swap()->set_order(uint32_t(e.a + 1));
      return true;
    default:
      return false;
  }
}

bool DecodeWire(uint32_t field, absl::string_view m, Event& e) {
  if (field != rp::Event::kSpyLookFieldNumber && field != rp::Event::kSpySwapFieldNumber) return false;
  const uint32_t last = field == rp::Event::kSpyLookFieldNumber ? 3 : 1;
  uint32_t value[4] = {};
  const bool ok = ForEachField(m, [&](uint32_t f, uint32_t type, WireReader& in) {
    if (f < 1 || f > last) return false;
    return ReadUint32Field(type, in, &value[f]);
  });
  if (!ok) return false;
  if (field == rp::Event::kSpySwapFieldNumber) {
    e.kind = EventKind::kSpySwap;
    return Order(value[1], &e.a);
  }
  e.kind = EventKind::kSpyLook;
  return Card(value[1], &e.card) && Order(value[2], &e.a) && Card(value[3], &e.b);
}

}  // namespace arbiter::root::mechanical
