// The Rumble Nation conformance cases, as scripts. The generator
// (corpus_gen_test.cc, disabled by default) turns each into a commented
// corpus/rumble_nation/{valid,invalid}/<name>.textproto; corpus_test.cc
// verifies the committed files. Every expectation here (valid or the rule id
// and index that must reject, final scores, winners) is written from the
// seed, not read back from the engine.
#ifndef ARBITER_TESTS_RUMBLE_NATION_CORPUS_CASES_H_
#define ARBITER_TESTS_RUMBLE_NATION_CORPUS_CASES_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "arbiter/log.pb.h"
#include "tests/rumble_nation/rn_table.h"

namespace arbiter::rumble_nation::testing {

struct CorpusCase {
  std::string name;   // file stem
  std::string issue;  // the seed section the case is written for
  std::string note;   // what it shows; becomes a comment and provenance.note
  int players = 2;
  // Plays the accepted prefix on a fresh table (setup included).
  std::function<void(Table&)> play;
  // Invalid cases: the event that must be rejected, right after the prefix,
  // and the rule that must reject it.
  std::optional<pb::Event> bad;
  std::string rule;
  // Valid full games: golden final scores and winners.
  std::vector<int64_t> scores;
  std::vector<uint32_t> winners;
};

std::vector<CorpusCase> AllCorpusCases();

// The case as a MatchLog with header and expectation. Fails the calling
// test if the prefix does not apply.
pb::MatchLog BuildCaseLog(const CorpusCase& c);

// The log in text format, one line per event, each preceded by a comment
// with its index and the engine's reading of it.
std::string CommentedText(const CorpusCase& c, const pb::MatchLog& log);

}  // namespace arbiter::rumble_nation::testing

#endif  // ARBITER_TESTS_RUMBLE_NATION_CORPUS_CASES_H_
