// Every file in corpus/rumble_nation/{valid,invalid} parses, verifies and
// meets its own expectation, so the conformance corpus cannot rot. Also
// checks coverage: every rule id the engine can raise has an invalid case,
// and every strategy card has a valid use.
//
// Root: $ARBITER_SOURCE_DIR (set by ctest), else the source tree this file
// was compiled from.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "replay/log_reader.h"
#include "verifier/core/verify.h"

namespace arbiter::rumble_nation::testing {
namespace {

namespace fs = std::filesystem;

fs::path CorpusRoot() {
  const char* env = std::getenv("ARBITER_SOURCE_DIR");
  fs::path root = (env != nullptr && *env != '\0')
                      ? fs::path(env)
                      // tests/rumble_nation/corpus_test.cc -> source root
                      : fs::path(__FILE__).parent_path().parent_path().parent_path();
  return root / "corpus" / "rumble_nation";
}

std::vector<fs::path> Files(const std::string& folder) {
  std::vector<fs::path> out;
  fs::path dir = CorpusRoot() / folder;
  if (!fs::is_directory(dir)) return out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && IsLogPath(entry.path().string())) {
      out.push_back(entry.path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct Loaded {
  pb::MatchLog log;
  Report report;
};

// Parses and verifies one file; fails the test (and returns false) when the
// file does not meet its expectation.
bool LoadAndCheck(const fs::path& path, Loaded* out) {
  absl::StatusOr<std::string> bytes =
      ReadFileCapped(path.string(), ReadLimits().max_bytes);
  EXPECT_TRUE(bytes.ok()) << path << ": " << bytes.status();
  if (!bytes.ok()) return false;
  absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path.string()));
  EXPECT_TRUE(log.ok()) << path << ": " << log.status();
  if (!log.ok()) return false;
  out->log = *std::move(log);
  VerifyOptions options;
  options.check_consistency = true;
  out->report = VerifyLog(out->log, options);
  absl::Status met = CheckExpectation(out->log, out->report);
  EXPECT_TRUE(met.ok()) << path << ": " << met;
  return met.ok();
}

void CheckHeader(const fs::path& path, const pb::MatchLog& log) {
  const pb::Header& h = log.header();
  EXPECT_EQ(h.format_version(), 1u) << path;
  EXPECT_EQ(h.rules_version(), 1u) << path;
  EXPECT_EQ(h.game(), "rumble_nation") << path;
  EXPECT_FALSE(h.match_id().empty()) << path;
  EXPECT_TRUE(h.has_rumble_nation()) << path;
  EXPECT_EQ(h.provenance().source(), "conformance") << path;
  EXPECT_FALSE(h.provenance().note().empty()) << path;
  EXPECT_FALSE(log.expect().issue().empty()) << path;
}

TEST(RumbleNationCorpus, EveryValidCaseIsValid) {
  std::vector<fs::path> files = Files("valid");
  ASSERT_FALSE(files.empty()) << "no cases under " << CorpusRoot();
  std::set<int> cards;
  for (const fs::path& path : files) {
    Loaded l;
    if (!LoadAndCheck(path, &l)) continue;
    CheckHeader(path, l.log);
    EXPECT_TRUE(l.log.expect().has_valid()) << path << " is under valid/";
    for (const pb::Event& e : l.log.events()) {
      if (e.rumble_nation().has_play_card()) {
        cards.insert(e.rumble_nation().play_card().card());
      }
    }
  }
  // Every one of the twelve strategy cards has a valid use (軍略カードガイド).
  for (int card = 1; card <= 12; ++card) {
    EXPECT_TRUE(cards.count(card)) << "no valid case uses card " << card;
  }
}

TEST(RumbleNationCorpus, EveryInvalidCaseIsRejectedWhereItSays) {
  std::vector<fs::path> files = Files("invalid");
  ASSERT_FALSE(files.empty()) << "no cases under " << CorpusRoot();
  std::set<std::string> rules;
  for (const fs::path& path : files) {
    Loaded l;
    if (!LoadAndCheck(path, &l)) continue;
    CheckHeader(path, l.log);
    ASSERT_TRUE(l.log.expect().has_invalid()) << path << " is under invalid/";
    // The rejected event is the last one: a case shows one broken rule.
    EXPECT_EQ(static_cast<int>(l.log.expect().invalid().event_index()),
              l.log.events_size() - 1)
        << path;
    rules.insert(l.log.expect().invalid().rule_id());
  }
  // Every rule the engine raises has at least one invalid case
  // (engine/rumble_nation/rule_ids.h).
  for (const char* id : {
           "rumble_nation.event.empty", "rumble_nation.event.other_game",
           "rumble_nation.event.bad_seat", "rumble_nation.event.bad_area",
           "rumble_nation.event.bad_card", "rumble_nation.event.bad_dice",
           "rumble_nation.event.bad_castles", "rumble_nation.game_over",
           "rumble_nation.sequence.unexpected_event",
           "rumble_nation.sequence.not_your_turn",
           "rumble_nation.battle.not_your_turn",
           "rumble_nation.setup.castles_not_permutation",
           "rumble_nation.setup.display_size",
           "rumble_nation.setup.display_duplicate",
           "rumble_nation.march.second_reroll",
           "rumble_nation.march.area_not_rolled",
           "rumble_nation.march.wrong_soldier_count",
           "rumble_nation.march.card_after_roll",
           "rumble_nation.card.second_card", "rumble_nation.card.not_face_up",
           "rumble_nation.card.after_someone_ran_out",
           "rumble_nation.card.monomi", "rumble_nation.card.yamagoe",
           "rumble_nation.card.suigun", "rumble_nation.card.buntai",
           "rumble_nation.card.shinobi", "rumble_nation.card.joraku",
           "rumble_nation.card.kasei", "rumble_nation.card.muhon",
           "rumble_nation.card.tsuiho", "rumble_nation.card.hitojichi",
           "rumble_nation.card.otori", "rumble_nation.card.taikyaku",
           "rumble_nation.battle.reinforce_target"}) {
    EXPECT_TRUE(rules.count(id)) << "no invalid case for " << id;
  }
}

}  // namespace
}  // namespace arbiter::rumble_nation::testing
