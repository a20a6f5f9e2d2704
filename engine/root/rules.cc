#include "engine/root/rules.h"

#include <algorithm>

#include "engine/core/game.h"
#include "engine/root/codec.h"
#include "engine/root/digest.h"
#include "engine/root/notation.h"
#include "engine/root/snapshot.h"

namespace arbiter::root {

void RootRules::Encode(const Event& event, pb::Event* out) const { EncodeEvent(event, out); }
absl::StatusOr<State> RootRules::Apply(const State& state, const Event& event) const {
  return ::arbiter::root::Apply(state, event);
}
void RootRules::LegalEvents(const State& state,
                            absl::FunctionRef<void(const Event&)> sink) const {
  ::arbiter::root::LegalEvents(state, sink);
}
Event RootRules::SampleChance(const State& state, absl::BitGenRef rng) const {
  return ::arbiter::root::SampleChance(state, rng);
}
int RootRules::EventActor(const Event& event) const {
  return IsChance(event.kind) ? kChanceActor : event.seat;
}
uint64_t RootRules::Digest(const State& state) const { return StateDigest(state); }
std::vector<int64_t> RootRules::Scores(const State& state) const {
  // In the two-game match the scores of both games are summed.
  std::vector<int64_t> out;
  for (int seat = 0; seat < state.players; ++seat)
    out.push_back(state.banked_vp[seat] + state.vp[seat]);
  return out;
}
std::vector<int> RootRules::Winners(const State& state) const {
  // A match stopped by the turn limit has no winner under the rules.
  if (state.winner < 0 || state.ended_by_limit) return {};
  if (state.games < 2) {
    // seed 【圧倒カード】《共闘軍》: a seat sharing the winner's win wins too.
    std::vector<int> out = {state.winner};
    for (int seat = 0; seat < state.players; ++seat) {
      const FactionRules& fr = RulesOf(state.faction[seat]);
      if (seat != state.winner && fr.shares_win_of != nullptr && fr.shares_win_of(state) == state.winner)
        out.push_back(seat);
    }
    std::sort(out.begin(), out.end());
    return out;
  }
  // seed 2人プレイ時: the higher total wins; equal totals share the win.
  std::vector<int64_t> scores = Scores(state);
  int64_t best = *std::max_element(scores.begin(), scores.end());
  std::vector<int> out;
  for (int seat = 0; seat < state.players; ++seat)
    if (scores[seat] == best) out.push_back(seat);
  return out;
}
std::string RootRules::StateText(const State& state) const {
  return ::arbiter::root::StateText(state);
}
std::string RootRules::EventText(const Event& event) const {
  return ::arbiter::root::EventText(event);
}
std::string RootRules::SeatText(const State& state, int seat) const {
  return ::arbiter::root::SeatText(state, seat);
}
// 000 【ゲームの準備】 (the deck is shuffled face down): no seat sees its
// order. facts §2 Stand and Deliver! (a random card from another player):
// only the two seats it passes between see which.
// seed 【森林連合】「蜂起」: an outrage card goes face down into the
// receiver's reserve, seen by the payer and the receiver only.
bool RootRules::EventHiddenFrom(const State& state, const Event& event, int seat) const {
  if (event.kind == EventKind::kDeckShuffle) return true;
  if (event.kind == EventKind::kRandomCard) {
    // A random discard (Fear of the Faithful) is discarded face up: seen by all.
    if (state.random_discards != 0) return false;
    return seat != state.turn_seat && seat != state.steal_from;
  }
  if (event.kind == EventKind::kOutrage) {
    return event.card >= 0 && seat != event.seat && seat != state.outrage_owed_to;
  }
  if (IsChance(event.kind)) {
    // A faction's own chance outcome (the quest deck): as it says.
    const FactionRules* fr = FactionChanceDue(state);
    return fr != nullptr && fr->event_hidden_from != nullptr && fr->event_hidden_from(state, event, seat);
  }
  if (event.seat < 0 || event.seat >= state.players) return false;
  // An action on another faction (the spy cards' looks): as that one says.
  for (int f = 0; f < kNumFactions; ++f)
    if (const OthersActions* oa = RulesOf(Faction(f)).others_actions; oa != nullptr && oa->claims(event.kind))
      return oa->hidden_from(state, event, seat);
  const FactionRules& faction = RulesOf(state.faction[event.seat]);
  return faction.event_hidden_from != nullptr && faction.event_hidden_from(state, event, seat);
}
std::string RootRules::DecisionText(const State& state) const {
  return ::arbiter::root::DecisionText(state);
}
absl::Status RootRules::CheckConsistency(const State& state) const {
  return ::arbiter::root::CheckConsistency(state);
}
void RootRules::ToSnapshot(const State& state, pb::Snapshot* out) const {
  WriteSnapshot(state, out);
}
absl::StatusOr<State> RootRules::FromSnapshot(const pb::Snapshot& snapshot) const {
  absl::StatusOr<State> state = ReadSnapshot(snapshot);
  if (!state.ok()) return state.status();
  // A snapshot of another configuration would pair this match's header with
  // a board it does not describe.
  const MatchSetup theirs = SetupOf(*state);
  const bool same =
      theirs.players == setup_.players && theirs.map == setup_.map &&
      theirs.turn_limit == setup_.turn_limit && theirs.games == setup_.games &&
      std::equal(theirs.factions.begin(), theirs.factions.begin() + setup_.players,
                 setup_.factions.begin());
  if (!same) {
    return absl::InvalidArgumentError(
        "snapshot: its players, factions, map, turn limit or number of games "
        "differ from this match's header");
  }
  return state;
}

}  // namespace arbiter::root
