#include "engine/rumble_nation/rules.h"

#include "absl/strings/str_format.h"
#include "engine/rumble_nation/codec.h"
#include "engine/rumble_nation/digest.h"
#include "engine/rumble_nation/legal.h"
#include "engine/rumble_nation/notation.h"
#include "engine/rumble_nation/reducer.h"
#include "engine/rumble_nation/snapshot.h"

namespace arbiter::rumble_nation {
namespace {

absl::Status Inconsistent(absl::string_view what) {
  return absl::InternalError(
      absl::StrCat("rumble_nation state inconsistent: ", what));
}

}  // namespace

State RumbleNationRules::Initial() const { return InitialState(components_); }

absl::StatusOr<Event> RumbleNationRules::Decode(const pb::Event& event) const {
  return DecodeEvent(event, components_.players);
}

void RumbleNationRules::Encode(const Event& event, pb::Event* out) const {
  EncodeEvent(event, out);
}

absl::StatusOr<State> RumbleNationRules::Apply(const State& state,
                                               const Event& event) const {
  return rumble_nation::Apply(components_, state, event);
}

absl::Status RumbleNationRules::ApplyInPlace(State* state, const Event& event) const {
  return rumble_nation::ApplyInPlace(components_, state, event);
}

void RumbleNationRules::LegalEvents(
    const State& state, absl::FunctionRef<void(const Event&)> emit) const {
  rumble_nation::LegalEvents(components_, state, emit);
}

Event RumbleNationRules::SampleChance(const State& state,
                                      absl::BitGenRef rng) const {
  return rumble_nation::SampleChance(components_, state, rng);
}

int RumbleNationRules::Actor(const State& s) const {
  switch (s.phase) {
    case Phase::kDealCastles:
    case Phase::kRevealCards:
    case Phase::kDice:
      return kChanceActor;
    case Phase::kOver:
      return kTerminalActor;
    default:
      return s.to_move;
  }
}

int RumbleNationRules::EventActor(const Event& e) const {
  switch (e.kind) {
    case EventKind::kDealCastles:
    case EventKind::kRevealCards:
    case EventKind::kDice:
      return kChanceActor;
    default:
      return e.seat;
  }
}

uint64_t RumbleNationRules::Digest(const State& state) const {
  return rumble_nation::Digest(state);
}

std::vector<int64_t> RumbleNationRules::Scores(const State& s) const {
  std::vector<int64_t> scores(s.players, 0);
  for (int a = 0; a < kNumAreas; ++a) {
    if (s.large_owner[a] != kNobody) scores[s.large_owner[a]] += s.castle[a];
    // The small chip is worth half the large one, rounded down
    // (seed 二.合戦フェイズ ② 城チップを獲得する).
    if (s.small_owner[a] != kNobody) scores[s.small_owner[a]] += s.castle[a] / 2;
  }
  return scores;
}

std::vector<int> RumbleNationRules::Winners(const State& s) const {
  if (s.phase != Phase::kOver) return {};
  std::vector<int64_t> scores = Scores(s);
  int best = 0;
  for (int p = 1; p < s.players; ++p) {
    if (scores[p] > scores[best] ||
        (scores[p] == scores[best] && s.katana[p] > s.katana[best])) {
      best = p;
    }
  }
  std::vector<int> winners;
  // Katana chips are distinct, so only an impossible state shares a win.
  for (int p = 0; p < s.players; ++p) {
    if (scores[p] == scores[best] && s.katana[p] == s.katana[best]) {
      winners.push_back(p);
    }
  }
  return winners;
}

std::string RumbleNationRules::StateText(const State& state) const {
  return rumble_nation::StateText(components_, state);
}

std::string RumbleNationRules::EventText(const Event& event) const {
  return rumble_nation::EventText(components_, event);
}
std::string RumbleNationRules::SeatText(const State& state, int seat) const {
  // Nothing is hidden in Rumble Nation (seed 003 ゲームの準備: castle chips
  // and strategy cards are turned face up; dice are rolled openly).
  return StateText(state);
}
std::string RumbleNationRules::DecisionText(const State& state) const {
  return ::arbiter::rumble_nation::DecisionText(state);
}

absl::Status RumbleNationRules::CheckConsistency(const State& s) const {
  const Components& c = components_;
  if (s.players != c.players) return Inconsistent("player count");
  // Castle values: none before the deal, a permutation of 2..12 after.
  uint32_t seen = 0;
  for (uint8_t v : s.castle) seen |= 1u << v;
  if (s.phase == Phase::kDealCastles) {
    if (seen != 1u) return Inconsistent("castle values before the deal");
  } else if (seen != 0x1FFCu) {
    return Inconsistent("castle values are not a permutation of 2..12");
  }
  bool playing = s.phase != Phase::kDealCastles && s.phase != Phase::kOver;
  if (playing && (s.to_move < 0 || s.to_move >= s.players)) {
    return Inconsistent("seat to move");
  }
  if (s.phase == Phase::kPlace) {
    for (uint8_t f : s.dice) {
      if (f < 1 || f > 6) return Inconsistent("dice faces while placing");
    }
  }
  // Katana: handed out most swords first, to exactly the players who are out.
  int out = 0;
  for (int p = 0; p < s.players; ++p) {
    if (!s.IsOut(p)) continue;
    ++out;
    bool handed = false;
    for (int i = 0; i < s.katana_taken; ++i) {
      if (c.katana_chips[i] == s.katana[p]) handed = true;
    }
    if (!handed) return Inconsistent("a katana chip that was not handed out");
    if (s.supply[p] != 0) return Inconsistent("a player out of the march holds soldiers");
  }
  if (out != s.katana_taken) return Inconsistent("katana chips taken vs players out");
  bool battle = s.phase == Phase::kReinforce || s.phase == Phase::kOver;
  if (battle && out != s.players) return Inconsistent("battle before everyone ran out");
  if (s.phase == Phase::kReinforce &&
      (s.battle_value < kMinCastle || s.battle_value > kMaxCastle)) {
    return Inconsistent("province being resolved");
  }
  // Chips are only won in provinces already resolved.
  for (int a = 0; a < kNumAreas; ++a) {
    bool resolved = battle && (s.phase == Phase::kOver || s.castle[a] <= s.battle_value);
    if (!resolved && (s.large_owner[a] != kNobody || s.small_owner[a] != kNobody)) {
      return Inconsistent("a chip won in an unresolved province");
    }
    if (s.small_owner[a] != kNobody &&
        (s.large_owner[a] == kNobody || s.small_owner[a] == s.large_owner[a])) {
      return Inconsistent("a small chip without a different large-chip winner");
    }
  }
  return absl::OkStatus();
}

void RumbleNationRules::ToSnapshot(const State& state, pb::Snapshot* out) const {
  rumble_nation::ToSnapshot(state, out);
}

absl::StatusOr<State> RumbleNationRules::FromSnapshot(
    const pb::Snapshot& snapshot) const {
  absl::StatusOr<State> state = rumble_nation::FromSnapshot(components_, snapshot);
  if (!state.ok()) return state.status();
  // The reducer relies on these shapes (castle permutation, seats in range).
  if (absl::Status st = CheckConsistency(*state); !st.ok()) {
    return absl::InvalidArgumentError(st.message());
  }
  return state;
}

}  // namespace arbiter::rumble_nation
