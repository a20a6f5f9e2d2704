// The Vagabond's items as counts by Item and ItemState (state.h), and the
// tracks derived from them: a track holds the face-up undamaged items of its
// kind, up to three (seed 【放浪部族】 アイテムの配置場所: items move freely
// between the satchel and the tracks). Pure functions of their arguments.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_ITEMS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_ITEMS_H_

#include <algorithm>

#include "engine/root/state.h"

namespace arbiter::root::vagabond {

inline int Count(const State& s, Item i, ItemState st) {
  return s.vagabond.items[int(i)][int(st)];
}
inline int FaceUp(const State& s, Item i) { return Count(s, i, ItemState::kUp); }
inline int Undamaged(const State& s, Item i) {
  return Count(s, i, ItemState::kUp) + Count(s, i, ItemState::kExhausted);
}
inline int Damaged(const State& s, Item i) {
  return Count(s, i, ItemState::kDamagedUp) + Count(s, i, ItemState::kDamagedExhausted);
}
inline int Total(const State& s, Item i) { return Undamaged(s, i) + Damaged(s, i); }
inline bool Tracked(Item i) { return i == Item::kTea || i == Item::kCoins || i == Item::kBag; }
// Face-up undamaged items of a tracked kind on its track.
inline int OnTrack(const State& s, Item i) {
  return Tracked(i) ? std::min(FaceUp(s, i), kTrackSlots) : 0;
}
int AllItems(const State& s);
int AllUndamaged(const State& s);
int AllDamaged(const State& s);
// Items in the satchel and the damaged box: all but those on the tracks
// (facts 4.4), and the limit after Evening (seed 夜フェイズ).
int SatchelItems(const State& s);
int ItemLimit(const State& s);

// Moves one item of kind i from state `from` to `to`. REQUIRES one there.
inline void Turn(State& s, Item i, ItemState from, ItemState to) {
  --s.vagabond.items[int(i)][int(from)];
  ++s.vagabond.items[int(i)][int(to)];
}
inline void Exhaust(State& s, Item i) { Turn(s, i, ItemState::kUp, ItemState::kExhausted); }
inline void Gain(State& s, Item i) { ++s.vagabond.items[int(i)][int(ItemState::kUp)]; }
// The damaged state of a face, and back.
inline ItemState DamagedOf(bool exhausted) {
  return exhausted ? ItemState::kDamagedExhausted : ItemState::kDamagedUp;
}
inline ItemState UndamagedOf(bool exhausted) {
  return exhausted ? ItemState::kExhausted : ItemState::kUp;
}
// Damages one undamaged item of kind i (exhausted or face up). Outside its
// own turn a face-up tracked one is noted in damaged_off_turn.
void Damage(State& s, Item i, bool exhausted);
// The slot of damaged_off_turn of a tracked kind (tea 0, coins 1, bags 2).
inline int TrackIndex(Item i) { return i == Item::kTea ? 0 : i == Item::kCoins ? 1 : 2; }
// root.vagabond.item_limit after its Evening: the items in the satchel and
// the limit as they were when its last Evening ended (outside its own turn
// items are only damaged: face-up ones put back on their tracks).
int SatchelAtEvening(const State& s);
int LimitAtEvening(const State& s);
// Damages up to n undamaged items in a fixed order (exhausted before face
// up, then Item order) for the effects that remove everything at once.
void DamageInOrder(State& s, int n);
void RepairAll(State& s);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_ITEMS_H_
