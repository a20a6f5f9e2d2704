#include "engine/root/factions/vagabond/items.h"

namespace arbiter::root::vagabond {

int AllItems(const State& s) {
  int n = 0;
  for (int i = 1; i < kNumItems; ++i) n += Total(s, Item(i));
  return n;
}
int AllUndamaged(const State& s) {
  int n = 0;
  for (int i = 1; i < kNumItems; ++i) n += Undamaged(s, Item(i));
  return n;
}
int AllDamaged(const State& s) { return AllItems(s) - AllUndamaged(s); }

int SatchelItems(const State& s) {
  return AllItems(s) - OnTrack(s, Item::kTea) - OnTrack(s, Item::kCoins) -
         OnTrack(s, Item::kBag);
}

// root.vagabond.item_limit: seed 【放浪部族】 夜フェイズ — 6 + 2 per bag on its track.
int ItemLimit(const State& s) {
  return kItemLimitBase + kItemLimitPerBag * OnTrack(s, Item::kBag);
}

void Damage(State& s, Item i, bool exhausted) {
  Turn(s, i, UndamagedOf(exhausted), DamagedOf(exhausted));
  if (!exhausted && Tracked(i) && s.turn_seat != s.seat_of[int(Faction::kVagabond)])
    ++s.vagabond.damaged_off_turn[TrackIndex(i)];
}

namespace {
int AtEvening(const State& s, Item i) {
  return std::min(FaceUp(s, i) + s.vagabond.damaged_off_turn[TrackIndex(i)], kTrackSlots);
}
}  // namespace

int SatchelAtEvening(const State& s) {
  return AllItems(s) - AtEvening(s, Item::kTea) - AtEvening(s, Item::kCoins) - AtEvening(s, Item::kBag);
}
int LimitAtEvening(const State& s) { return kItemLimitBase + kItemLimitPerBag * AtEvening(s, Item::kBag); }

void DamageInOrder(State& s, int n) {
  for (bool exhausted : {true, false})
    for (int i = 1; i < kNumItems && n > 0; ++i)
      while (n > 0 && Count(s, Item(i), UndamagedOf(exhausted)) > 0) {
        Damage(s, Item(i), exhausted);
        --n;
      }
}

void RepairAll(State& s) {
  for (int i = 1; i < kNumItems; ++i)
    for (bool exhausted : {true, false})
      while (Count(s, Item(i), DamagedOf(exhausted)) > 0)
        Turn(s, Item(i), DamagedOf(exhausted), UndamagedOf(exhausted));
}

}  // namespace arbiter::root::vagabond
