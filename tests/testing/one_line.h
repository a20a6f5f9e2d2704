// Test helper: a message as one line of text format, as the corpus-authoring
// tests write each event of a conformance case.
#ifndef ARBITER_TESTS_TESTING_ONE_LINE_H_
#define ARBITER_TESTS_TESTING_ONE_LINE_H_

#include <string>

#include "google/protobuf/message.h"
#include "google/protobuf/text_format.h"

namespace arbiter::testing {

inline std::string OneLine(const google::protobuf::Message& m) {
  google::protobuf::TextFormat::Printer printer;
  printer.SetSingleLineMode(true);
  printer.SetUseShortRepeatedPrimitives(true);
  printer.SetUseUtf8StringEscaping(true);
  std::string out;
  printer.PrintToString(m, &out);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace arbiter::testing

#endif  // ARBITER_TESTS_TESTING_ONE_LINE_H_
