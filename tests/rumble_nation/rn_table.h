// Test helper: a Rumble Nation match driven through the public API, with a
// fixed, readable setup, plus builders for every kind of log event.
//
//   Table t(3);
//   t.Setup();                                  // castles = kTestCastles
//   ASSERT_TRUE(t.Deploy(0, kKyo, 3).ok());     // roll, dice, place
//   EXPECT_EQ(t.state().soldiers[0][kKyo], 3);
//
// Every event goes through the registered Game's Match (decode + reducer +
// TypedMatch's game-over check), exactly as a log would. Events that applied
// are kept in order, so a scripted game can be written out as a log.
// Areas are engine indices 0..10 here; the proto number is index + 1.
#ifndef ARBITER_TESTS_RUMBLE_NATION_RN_TABLE_H_
#define ARBITER_TESTS_RUMBLE_NATION_RN_TABLE_H_

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "arbiter/log.pb.h"
#include "engine/core/game.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation::testing {

// Area indices (facts B.2 order; proto enum = index + 1).
inline constexpr int kUsuki = 0, kOko = 1, kShuri = 2, kYoshida = 3, kKyo = 4,
                     kInabayama = 5, kKiyosu = 6, kKasugayama = 7,
                     kYonezawa = 8, kOdawara = 9, kTokuyama = 10;

// The test castle deal: area index i holds castle value i + 2, so USUKI is
// resolved first (2) and TOKUYAMA last (12).
inline constexpr std::array<uint32_t, kNumAreas> kTestCastles = {
    2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};

// Event builders. Seats and areas are passed through unchecked, so tests can
// build malformed events too. Pass area -1 to leave an area field unset.
pb::Event DealEvent(const std::vector<uint32_t>& values);
pb::Event RevealEvent(const std::vector<Card>& cards);
pb::Event RollEvent(int seat);
pb::Event DiceEvent(std::vector<uint32_t> faces);
pb::Event RerollEvent(int seat);
pb::Event PlaceEvent(int seat, int area, int soldiers);
pb::Event CardEvent(int seat, Card card, int from = -1, int to = -1,
                    int opponent = -1);
pb::Event TakesEvent(int seat, Card card,
                     const std::vector<std::pair<int, int>>& takes);
pb::Event ReinforceEvent(int seat, int to);

// Three dice whose pair sums to `castle` and whose single die places
// `soldiers` (1..3). REQUIRES: 2 <= castle <= 12.
std::array<uint32_t, 3> DiceFor(int castle, int soldiers);

class Table {
 public:
  // A new match of the registered "rumble_nation" game.
  explicit Table(int players);

  // Deals `castles` and reveals `cards` (default: the first players + 1
  // cards by number: MONOMI, YAMAGOE, SUIGUN, ...). Asserts success.
  void Setup(const std::vector<Card>& cards = {},
             const std::array<uint32_t, kNumAreas>& castles = kTestCastles);

  // Applies one event; on success it is appended to events().
  absl::Status Apply(const pb::Event& event);

  // One whole deployment turn: roll, dice for `area`, place. `soldiers` is
  // what the single die asks for (1..3); `placed` is what the place event
  // claims (default: the die's count, or the supply if short). Stops at and
  // returns the first failure.
  absl::Status Deploy(int seat, int area, int soldiers,
                      std::optional<int> placed = std::nullopt);

  // Deploy() for each step in order; returns the first failure.
  struct Step {
    int seat, area, soldiers;
  };
  absl::Status Play(const std::vector<Step>& steps);

  // Plays deployment turns of 3 soldiers (fewer when short) for whoever is
  // on turn until the march is over: the seat's k-th turn (k from 0) goes to
  // area_for(seat, k). For driving games to the battle phase.
  absl::Status DeployUntilBattle(
      const std::function<int(int seat, int turn)>& area_for);

  const State& state() const;
  Match& match() { return *match_; }
  const std::vector<pb::Event>& events() const { return events_; }
  int players() const { return players_; }

  // The applied events as a MatchLog with a conformance header.
  pb::MatchLog ToLog(const std::string& match_id) const;

 private:
  int players_;
  std::unique_ptr<Match> match_;
  std::vector<pb::Event> events_;
};

// The rule id carried by a rejection, or "" when there is none.
std::string RuleOf(const absl::Status& status);

}  // namespace arbiter::rumble_nation::testing

#endif  // ARBITER_TESTS_RUMBLE_NATION_RN_TABLE_H_
