// The fields in which two match headers differ, by protobuf's
// MessageDifferencer: each with its path ("players", "seats[1].name",
// "root.factions[0]") and the value on each side in text format.
//
//   for (const pb::report::FieldDifference& d : DiffHeaders(a, b)) ...
//
// Provenance (who recorded the log, and when) is not part of the match and
// is left out. An empty result means the headers describe the same match.
// Thread-safe: a pure function.
#ifndef ARBITER_REPLAY_HEADER_DIFF_H_
#define ARBITER_REPLAY_HEADER_DIFF_H_

#include <vector>

#include "arbiter/log.pb.h"
#include "arbiter/report.pb.h"

namespace arbiter {

std::vector<pb::report::FieldDifference> DiffHeaders(const pb::Header& a,
                                                      const pb::Header& b);

}  // namespace arbiter

#endif  // ARBITER_REPLAY_HEADER_DIFF_H_
