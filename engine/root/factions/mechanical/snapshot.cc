#include "engine/root/factions/mechanical/snapshot.h"

#include "engine/root/board.h"
#include "engine/root/factions/mechanical/mechanical.h"
#include "engine/root/snapshot_fields.h"

namespace arbiter::root::mechanical {

using namespace ::arbiter::root::snapshot;  // NOLINT: the field helpers

void WriteSnapshot(const State& s, rp::State* out) {
  const MechanicalBoard& b = s.mechanical;
  rp::State::Mechanical* q = out->mutable_mechanical();
  for (int8_t card : b.row)
    if (card >= 0) q->add_row(uint32_t(card + 1));
  for (int item = 0; item < kNumItems; ++item) q->add_for_sale(uint32_t(ForSale(b, item)));
  q->set_keep(uint32_t(b.keep + 1));
  q->set_keep_removed(b.keep_removed);
  q->set_revealed(b.revealed);
  q->set_spy_turn(uint32_t(b.spy_turn[0] | (b.spy_turn[1] << 8)));
  q->set_spy_swap(uint32_t(b.spy_swap + 1));
}

absl::Status ReadSnapshot(const rp::State& snap, State& s) {
  // Present exactly when it plays.
  if (snap.has_mechanical() != Playing(s, kBot)) return Bad("mechanical");
  if (!snap.has_mechanical()) return absl::OkStatus();
  const rp::State::Mechanical& in = snap.mechanical();
  MechanicalBoard& b = s.mechanical;
  b = MechanicalBoard{};
  b.row.fill(-1);
  uint64_t orders = 0;
  if (in.row_size() > kMechOrders) return Bad("mechanical.row");
  for (int i = 0; i < in.row_size(); ++i) {
    const uint32_t id = in.row(i);
    if (id < 1 || id > uint32_t(kNumCards) || ((orders >> (id - 1)) & 1)) return Bad("mechanical.row");
    b.row[i] = int8_t(id - 1);
    orders |= Bit(int(id) - 1);
  }
  SetOrders(b, orders);
  // Items for Sale: kNumItems flags by Item, only the four of the setup.
  if (in.for_sale_size() != kNumItems) return Bad("mechanical.for_sale");
  for (int item = 0; item < kNumItems; ++item) {
    if (in.for_sale(item) > 1) return Bad("mechanical.for_sale");
    if (in.for_sale(item) == 0) continue;
    int k = 0;
    while (k < int(kMechForSale.size()) && int(kMechForSale[k]) != item) ++k;
    if (k == int(kMechForSale.size())) return Bad("mechanical.for_sale (not an item the box holds)");
    b.for_sale = uint8_t(b.for_sale | (1u << k));
  }
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.keep(), kNumClearings, "mechanical.keep", &b.keep));
  --b.keep;
  b.keep_removed = in.keep_removed();
  if (b.keep_removed && b.keep >= 0) return Bad("mechanical.keep (removed yet on the map)");
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.revealed(), uint64_t(in.row_size()), "mechanical.revealed", &b.revealed));
  // The spy cards (spies.h): a look in this turn at most, and a swap due
  // only after one, at an order in the row.
  if (in.spy_turn() > uint32_t(s.turns_taken) + 1) return Bad("mechanical.spy_turn");
  b.spy_turn = {uint8_t(in.spy_turn() & 0xff), uint8_t(in.spy_turn() >> 8)};
  ARBITER_ROOT_RETURN_IF_ERROR(UnsignedIn(in.spy_swap(), uint64_t(in.row_size()), "mechanical.spy_swap", &b.spy_swap));
  --b.spy_swap;
  if (b.spy_swap >= 0 && in.spy_turn() != uint32_t(s.turns_taken) + 1)
    return Bad("mechanical.spy_swap (no look this turn)");
  return absl::OkStatus();
}

absl::Status CheckSnapshot(const State& s) {
  if (s.mechanical.keep >= 0 && !MapOf(s).IsCorner(s.mechanical.keep)) return Bad("mechanical.keep (not a corner)");
  return absl::OkStatus();
}

void Digest(const State& s, DigestBuilder& d) {
  const MechanicalBoard& b = s.mechanical;
  d.AddRange(b.orders);
  d.AddRange(b.row);
  d.Add(b.for_sale);
  d.Add(b.keep);
  d.Add(b.keep_removed);
  d.Add(b.revealed);
  // The spy cards' fields only once a spy was looked with (the digests of
  // games without a look stay as they were).
  if (b.spy_turn[0] != 0 || b.spy_turn[1] != 0 || b.spy_swap >= 0) {
    d.AddRange(b.spy_turn);
    d.Add(b.spy_swap);
  }
}

}  // namespace arbiter::root::mechanical
