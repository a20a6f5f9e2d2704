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

void DamageInOrder(State& s, int n) {
  for (bool exhausted : {true, false})
    for (int i = 1; i < kNumItems && n > 0; ++i)
      while (n > 0 && Count(s, Item(i), UndamagedOf(exhausted)) > 0) {
        Turn(s, Item(i), UndamagedOf(exhausted), DamagedOf(exhausted));
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
