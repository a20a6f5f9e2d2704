// Seeded random playouts of Root to the end: every listed event is accepted,
// Apply never changes its input, CheckConsistency and the invariant catalogue
// hold after every event, and every game ends (by the rules or by the
// declared turn limit, never silently).
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>
#include <vector>

#include "absl/random/random.h"
#include "engine/core/registry.h"
#include "gtest/gtest.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {
namespace {

struct PlayoutResult {
  int events = 0;
  bool terminal = false;
  bool by_limit = false;
};

PlayoutResult Play(const std::string& map, uint64_t seed, int turn_limit,
                   bool check_every_listed, const std::string& factions = "marquise,eyrie",
                   const std::string& games = "1") {
  const Game* game = FindGame("root");
  PlayOptions options;
  options.seed = seed;
  options.flags["map"] = map;
  options.flags["factions"] = factions;
  options.flags["games"] = games;
  options.flags["turn_limit"] = std::to_string(turn_limit);
  absl::StatusOr<pb::Header> header = game->MakeHeader(options);
  EXPECT_TRUE(header.ok()) << header.status();
  auto match = game->NewMatch(*header);
  EXPECT_TRUE(match.ok()) << match.status();
  std::unique_ptr<Match> m = std::move(*match);
  std::mt19937_64 rng(seed);
  PlayoutResult result;
  std::vector<pb::Event> legal;
  for (int step = 0; step < 200000 && !m->IsTerminal(); ++step) {
    pb::Event event;
    if (m->Actor() == kChanceActor) {
      absl::StatusOr<pb::Event> sampled = m->SampleChance(rng);
      EXPECT_TRUE(sampled.ok()) << sampled.status();
      event = *sampled;
    } else {
      legal.clear();
      m->ListLegalEvents(&legal);
      EXPECT_FALSE(legal.empty()) << "seed " << seed << " step " << step << "\n"
                                  << m->StateText();
      if (legal.empty()) return result;
      if (check_every_listed) {
        for (const pb::Event& e : legal) {
          std::unique_ptr<Match> copy = m->Clone();
          absl::Status s = copy->Apply(e);
          EXPECT_TRUE(s.ok()) << s << " seed " << seed << " step " << step << " "
                              << m->EventText(e) << "\n" << m->StateText();
        }
      }
      event = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
    }
    uint64_t before = m->Digest();
    std::unique_ptr<Match> copy = m->Clone();
    absl::Status applied = m->Apply(event);
    EXPECT_TRUE(applied.ok()) << applied << " seed " << seed << " step " << step << " "
                              << m->EventText(event) << "\n" << m->StateText();
    if (!applied.ok()) return result;
    EXPECT_EQ(copy->Digest(), before) << "Apply changed its input";
    EXPECT_TRUE(copy->Apply(event).ok());
    EXPECT_EQ(copy->Digest(), m->Digest()) << "same event, different result";
    absl::Status consistent = m->CheckConsistency();
    EXPECT_TRUE(consistent.ok()) << consistent << " seed " << seed << " step " << step << " "
                                 << m->EventText(event) << "\n" << m->StateText();
    absl::Status invariants = CheckInvariants(*m);
    EXPECT_TRUE(invariants.ok()) << invariants << " seed " << seed << " step " << step << " "
                                 << m->EventText(event) << "\n" << m->StateText();
    if (!consistent.ok() || !invariants.ok()) return result;
    ++result.events;
  }
  result.terminal = m->IsTerminal();
  if (getenv("ROOT_PLAYOUT_VERBOSE")) {
    std::cerr << "seed " << seed << " events " << result.events << " limit "
              << m->EndedByLimit() << " scores";
    for (int64_t v : m->Scores()) std::cerr << " " << v;
    std::cerr << "\n" << m->StateText();
  }
  result.by_limit = m->EndedByLimit();
  if (result.terminal && !result.by_limit) {
    EXPECT_GE(m->Winners().size(), 1u);
    if (games == "1") {
      EXPECT_EQ(m->Winners().size(), 1u);
    }
  }
  return result;
}

TEST(RootPlayout, RandomGamesEndAutumn) {
  int by_rules = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    PlayoutResult r = Play("autumn", seed, 200, /*check_every_listed=*/seed <= 2);
    EXPECT_TRUE(r.terminal) << "seed " << seed;
    if (!r.by_limit) ++by_rules;
  }
  RecordProperty("ended_by_rules", by_rules);
}

TEST(RootPlayout, RandomGamesEndWinter) {
  for (uint64_t seed = 101; seed <= 108; ++seed) {
    PlayoutResult r = Play("winter", seed, 200, /*check_every_listed=*/seed <= 102);
    EXPECT_TRUE(r.terminal) << "seed " << seed;
  }
}

TEST(RootPlayout, EyrieInSeatZero) {
  for (uint64_t seed = 201; seed <= 204; ++seed) {
    PlayoutResult r = Play("autumn", seed, 200, seed == 201, "eyrie,marquise");
    EXPECT_TRUE(r.terminal) << "seed " << seed;
  }
}

// root.match.second_game: seed 2人プレイ時 — two games, summed scores, one log.
TEST(RootPlayout, TwoGameMatchSumsScores) {
  for (uint64_t seed = 301; seed <= 304; ++seed) {
    PlayoutResult r = Play(seed % 2 ? "winter" : "autumn", seed, 400, false, "marquise,eyrie", "2");
    EXPECT_TRUE(r.terminal) << "seed " << seed;
  }
}

TEST(RootPlayout, TurnLimitEndsTheGameVisibly) {
  PlayoutResult r = Play("autumn", 7, 3, false);
  EXPECT_TRUE(r.terminal);
  EXPECT_TRUE(r.by_limit);
}

}  // namespace
}  // namespace arbiter::root
