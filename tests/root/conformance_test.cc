// Replays every conformance case in corpus/root/{valid,invalid}: valid logs
// are accepted event by event (with every invariant holding), invalid logs
// are rejected exactly at their declared event index with their rule id.
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engine/core/registry.h"
#include "engine/core/rejection.h"
#include "engine/root/factions/faction.h"
#include "gtest/gtest.h"
#include "replay/log_reader.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {
namespace {

std::vector<std::string> CasesIn(const std::string& sub) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  std::vector<std::string> out;
  if (root == nullptr) return out;
  std::filesystem::path dir = std::filesystem::path(root) / "corpus" / "root" / sub;
  if (!std::filesystem::exists(dir)) return out;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (IsLogPath(entry.path().string())) out.push_back(entry.path().string());
  return out;
}

void RunCase(const std::string& path) {
  SCOPED_TRACE(path);
  absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 20);
  ASSERT_TRUE(bytes.ok()) << bytes.status();
  absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path));
  ASSERT_TRUE(log.ok()) << log.status();
  const Game* game = FindGame(log->header().game());
  ASSERT_NE(game, nullptr);
  auto match = game->NewMatch(log->header());
  ASSERT_TRUE(match.ok()) << match.status();
  const pb::Expectation& expect = log->expect();
  int rejected_at = -1;
  std::string rule;
  for (int i = 0; i < log->events_size(); ++i) {
    absl::Status status = (*match)->Apply(log->events(i));
    if (!status.ok()) {
      rejected_at = i;
      auto rejection = GetRejection(status);
      rule = rejection ? rejection->rule_id : "(no rule id)";
      break;
    }
    // A recorded digest the replay does not reach refuses the event, as
    // `arbiter conform` does (a log that skipped an automatic effect).
    if (log->events(i).checkpoint().has_digest() && log->events(i).checkpoint().digest() != (*match)->Digest()) {
      rejected_at = i;
      rule = "core.checkpoint.digest";
      break;
    }
    absl::Status inv = CheckInvariants(**match);
    ASSERT_TRUE(inv.ok()) << "event " << i << ": " << inv;
  }
  if (expect.has_valid()) {
    EXPECT_EQ(rejected_at, -1) << "rejected by " << rule;
  } else {
    ASSERT_TRUE(expect.has_invalid());
    EXPECT_EQ(rejected_at, static_cast<int>(expect.invalid().event_index()));
    EXPECT_EQ(rule, expect.invalid().rule_id());
  }
}

TEST(RootConformance, ValidCasesAreAccepted) {
  std::vector<std::string> cases = CasesIn("valid");
  EXPECT_FALSE(cases.empty()) << "ARBITER_SOURCE_DIR unset or no cases";
  for (const std::string& path : cases) RunCase(path);
}

TEST(RootConformance, InvalidCasesAreRejectedWhereDeclared) {
  std::vector<std::string> cases = CasesIn("invalid");
  EXPECT_FALSE(cases.empty()) << "ARBITER_SOURCE_DIR unset or no cases";
  for (const std::string& path : cases) RunCase(path);
}

// Every rule id of engine/root/rule_ids.h (read from the source, so that a
// new id is covered at once) has an invalid case, or is listed here with the
// reason none can be written. A listed id that gains a case fails too, so the
// list stays true.
TEST(RootConformance, EveryRuleIdHasAnInvalidCaseOrASaidReason) {
  const char* root = std::getenv("ARBITER_SOURCE_DIR");
  if (root == nullptr) GTEST_SKIP() << "ARBITER_SOURCE_DIR unset";
  const std::map<std::string, std::string> kWithoutCase = {
      {"root.battle.dice", "the codec refuses faces above 3 (root.event.malformed) first"},
      {"root.cards.hand_limit",
       "raised when another seat acts before an Evening discard down to 5 (rules_test.cc "
       "RootRule.CardsHandLimit); no recorded game yet ends an Evening over the limit"},
      {"root.map.no_such_clearing", "the codec refuses clearings outside 1..12 first"},
      {"root.setup.config", "a bad configuration is refused at the header, as core.header"},
      {"root.marquise.build_track",
       "needs all six buildings of a kind on the map with wood to spare; no game found yet"},
      {"root.marquise.recruit_choice",
       "needs the warrior supply short of the recruiters; no game found yet"},
      {"root.turn.end_phase", "names the rule in citations; never raised"},
      {"root.marquise.march", "names the rule in citations; a march is two moves (root.move.*)"},
      {"root.vagabond.character", "the codec refuses characters other than Thief, Tinker, Ranger first"},
      {"root.company.export",
       "needs the Company's whole supply on the map or its board; company_test.cc "
       "RootCompany.ExportNeedsAWarriorInTheSupply holds it; no game found yet"},
      {"root.battle.lent_hits",
       "needs two kinds of the buyer's buildings beside its warriors and the mercenaries in one battle; "
       "company_test.cc RootCompany.MercenariesLentHitsAreNotChosen holds it; no game found yet"},
      {"root.eyrie.disdain_for_trade",
       "names the rule in citations; the Eyrie's crafting VP are scored, not refused"},
      {"root.lizard.pilgrims",
       "names the rule in citations: rule is computed, never refused (root.ruler_matches_rule checks it; "
       "lizard_test.cc RootLizard.LizardPilgrims*)"},
      {"root.lizard.revenge",
       "automatic: a log that skips it fails its digest checkpoint (lizard_revenge_skipped, "
       "core.checkpoint.digest)"},
      {"root.lizard.lost_souls",
       "automatic: a log that skips it fails its digest checkpoint (lizard_lost_soul_not_collected, "
       "core.checkpoint.digest)"},
      {"root.lizard.outcast",
       "a forced Birdsong step, no event; root.lizard.outcast_matches_count checks its result"},
      // The Mechanical Marquise's forced steps: no event of a log chooses them.
      {"root.mechanical.aid_for_sale",
       "names the rule in citations (an interpretation): a take not in the box is refused with "
       "root.vagabond.aid; mechanical_aid_takes_an_item_for_sale shows the take"},
      {"root.mechanical.birdsong_vp",
       "automatic (a forced Birdsong score): a log that skips it fails its digest checkpoint, as "
       "mechanical_recruit_skipped does for the recruit"},
      {"root.mechanical.items_for_sale",
       "a forced setup step; root.mechanical.items_for_sale and root.items_conserved check the box"},
      {"root.mechanical.no_cost",
       "automatic: the next order is revealed (mechanical_no_cost_next_order); no event"},
      {"root.mechanical.no_hand",
       "automatic: takes draw from the deck, gifts score 1 VP (mechanical_thief_steals_from_it, "
       "mechanical_aid_takes_an_item_for_sale); the invariant root.mechanical.no_hand"},
      {"root.mechanical.no_marquise",
       "a header naming both is refused (root.setup.config, as core.header: mechanical_test.cc "
       "RootMechanical.NoMarquiseRefusedInHeader); the invariant root.mechanical.no_marquise"},
      {"root.mechanical.orders_dealt", "a forced setup step; the invariant root.mechanical.orders"},
      {"root.mechanical.recruit",
       "automatic: a log that skips it fails its digest checkpoint (mechanical_recruit_skipped, "
       "core.checkpoint.digest)"},
      {"root.mechanical.refill", "a forced Evening step; the invariant root.mechanical.orders"},
      {"root.mechanical.spies_in_deck", "a forced setup step; the invariant root.mechanical.spies_in_deck"},
  };
  // The core's ids and each faction's own rule_ids.h (factions/<f>/).
  std::vector<std::string> files = {std::string(root) + "/engine/root/rule_ids.h"};
  for (const auto& entry : std::filesystem::directory_iterator(std::string(root) + "/engine/root/factions"))
    if (entry.is_directory() && std::filesystem::exists(entry.path() / "rule_ids.h"))
      files.push_back((entry.path() / "rule_ids.h").string());
  std::set<std::string> ids;
  for (const std::string& file : files) {
    absl::StatusOr<std::string> header = ReadFileCapped(file, 1 << 20);
    ASSERT_TRUE(header.ok()) << header.status();
    for (size_t at = header->find("\"root."); at != std::string::npos;
         at = header->find("\"root.", at + 1)) {
      ids.insert(header->substr(at + 1, header->find('"', at + 1) - at - 1));
    }
  }
  ASSERT_GT(ids.size(), 40u);
  std::set<std::string> covered;
  for (const std::string& path : CasesIn("invalid")) {
    absl::StatusOr<std::string> bytes = ReadFileCapped(path, 1 << 20);
    ASSERT_TRUE(bytes.ok()) << bytes.status();
    absl::StatusOr<pb::MatchLog> log = ParseLog(*bytes, FormatForPath(path));
    ASSERT_TRUE(log.ok()) << log.status();
    covered.insert(log->expect().invalid().rule_id());
  }
  // A faction a header cannot name (no advance) has no log to break its
  // rules; its ids are exempt until it is playable.
  auto unplayable = [](const std::string& id) {
    for (int f = 0; f < kNumFactions; ++f) {
      const FactionRules& fr = RulesOf(Faction(f));
      if (fr.advance == nullptr && id.rfind(absl::StrCat("root.", fr.name, "."), 0) == 0) return true;
    }
    return false;
  };
  for (const std::string& id : ids) {
    const bool exempt = kWithoutCase.count(id) > 0 || unplayable(id);
    EXPECT_NE(covered.count(id) > 0, exempt)
        << id << (exempt ? " has an invalid case now: drop it from kWithoutCase"
                         : " has no invalid case under corpus/root/invalid");
  }
  for (const auto& [id, why] : kWithoutCase) {
    EXPECT_TRUE(ids.count(id)) << id << " is not a rule id any more";
  }
}

}  // namespace
}  // namespace arbiter::root
