// The quest deck (seed 【放浪部族】 F:クエストアクション, facts 4.2): 15
// quests, shuffled at the Vagabond's setup (a chance outcome), three face
// up; a quest is completed in a clearing of its suit by exhausting the two
// items it shows, then two cards are drawn or VP scored, and the empty slot
// is refilled from the deck. Pure functions of their arguments.
#ifndef ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_QUESTS_H_
#define ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_QUESTS_H_

#include <array>

#include "absl/random/bit_gen_ref.h"
#include "absl/strings/string_view.h"
#include "engine/root/factions/faction.h"

namespace arbiter::root::vagabond {

struct QuestDef {
  absl::string_view name;
  Suit suit;
  Item first, second;  // the two items exhausted
};
// By engine quest 0..14 (proto 1..15), in facts 4.2's order by suit.
extern const std::array<QuestDef, kNumQuests> kQuests;

// ---- The shuffle (chance, its setup step kSetupQuests).
Verdict ValidateQuestShuffle(const State& s, const Event& e);
void ExecuteQuestShuffle(State& s, const Event& e);
// ---- The ruins' items (chance, its setup step kSetupRuins): the item under
// each ruin, the ruins in ascending clearing order (facts 3: one each of
// the R items, as State::ruin_items counts them).
Verdict ValidateRuinItems(const State& s, const Event& e);
void ExecuteRuinItems(State& s, const Event& e);
Event SampleRuinItems(const State& s, absl::BitGenRef rng);
// The Item under the ruin in c (0: no ruin of the map there, explored, or
// not dealt), kept 4 bits per map ruin in VagabondBoard::under_ruins.
int RuinItem(const State& s, int c);
void SetRuinItem(State& s, int c, int item);
Event SampleQuestShuffle(const State& s, absl::BitGenRef rng);

// ---- The quest action (Daylight): a = quest, b = 1 to draw, 0 to score.
Verdict ValidateQuest(const State& s, const Event& e);
void ExecuteQuest(State& s, const Event& e);
void ListQuests(const State& s, Event e, EventSink sink);

// Quests completed of `suit`.
int DoneOfSuit(const State& s, Suit suit);
// The quests' places: each of the 15 in exactly one of deck, display, done
// (for the snapshot reader and the invariant); false names none.
bool QuestsConserved(const State& s);

}  // namespace arbiter::root::vagabond

#endif  // ARBITER_ENGINE_ROOT_FACTIONS_VAGABOND_QUESTS_H_
