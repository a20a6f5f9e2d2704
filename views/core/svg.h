// A small SVG writer for the pictures of views/: shapes and text appended to
// one string, with every text and attribute value escaped, so a card or
// match name can never break the document.
//
//   Svg svg;
//   svg.Circle(40, 40, 18, "#d9822b", "#333");
//   svg.Text(40, 45, "12", {.size = 12, .anchor = "middle"});
//   std::string body = svg.Take();
//
// Not thread-safe; one writer per picture.
#ifndef ARBITER_VIEWS_CORE_SVG_H_
#define ARBITER_VIEWS_CORE_SVG_H_

#include <string>

#include "absl/strings/string_view.h"

namespace arbiter::views {

// Escapes &, <, >, " and ' for XML text and attribute values.
std::string XmlEscape(absl::string_view text);

struct TextStyle {
  double size = 12;
  absl::string_view anchor = "start";  // start, middle, end
  absl::string_view fill = "#222";
  bool bold = false;
};

class Svg {
 public:
  void Rect(double x, double y, double w, double h, absl::string_view fill,
            absl::string_view stroke = "none", double radius = 0,
            double stroke_width = 1);
  void Circle(double cx, double cy, double r, absl::string_view fill,
              absl::string_view stroke = "none", double stroke_width = 1);
  void Line(double x1, double y1, double x2, double y2,
            absl::string_view stroke, double width,
            absl::string_view dash = "");
  // A closed polygon through "x,y x,y ..." points.
  void Polygon(absl::string_view points, absl::string_view fill,
               absl::string_view stroke = "none", double stroke_width = 1);
  void Text(double x, double y, absl::string_view text,
            const TextStyle& style = {});
  // A group of elements; `title` becomes its tooltip in a browser.
  void BeginGroup(absl::string_view title = "");
  void EndGroup();

  std::string Take() { return std::move(out_); }

 private:
  std::string out_;
};

}  // namespace arbiter::views

#endif  // ARBITER_VIEWS_CORE_SVG_H_
