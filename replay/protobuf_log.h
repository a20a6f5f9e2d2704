// libprotobuf's own log messages, routed into Arbiter's reports.
//
//   ProtobufLogCapture capture;          // on this thread, until destroyed
//   bool ok = message.ParseFromString(bytes);
//   if (!ok) reason += capture.text();   // "String field 'arbiter.pb.Header.game'
//                                        //  contains invalid UTF-8 data ..."
//
// libprotobuf writes some of its errors (invalid UTF-8 in a string field,
// most of all) to stderr by itself, and its parse functions then return only
// false. Once InstallProtobufLogHandler() has run, nothing of protobuf's
// reaches stderr: a message logged on a thread with a live capture is kept
// there, any other non-fatal message is dropped. FATAL messages still abort,
// as protobuf requires. Captures nest; each sees the messages of its own
// lifetime. Thread-safe: a capture belongs to the thread that made it.
#ifndef ARBITER_REPLAY_PROTOBUF_LOG_H_
#define ARBITER_REPLAY_PROTOBUF_LOG_H_

#include <string>

namespace arbiter {

// Replaces protobuf's stderr log handler, once per process; later calls do
// nothing. ProtobufLogCapture calls it too, so every reader installs it.
void InstallProtobufLogHandler();

class ProtobufLogCapture {
 public:
  ProtobufLogCapture();
  ~ProtobufLogCapture();
  ProtobufLogCapture(const ProtobufLogCapture&) = delete;
  ProtobufLogCapture& operator=(const ProtobufLogCapture&) = delete;

  // The messages logged so far on this thread, "; "-separated; empty if none.
  const std::string& text() const { return text_; }
  // ": " + text(), or nothing: ready to append to a reason.
  std::string Suffix() const;

 private:
  friend void AppendCaptured(const std::string& message);
  ProtobufLogCapture* outer_;
  std::string text_;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_PROTOBUF_LOG_H_
