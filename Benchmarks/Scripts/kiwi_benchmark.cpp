// Times kiwi's C++ solver on the film-cell systems that `benchmarks layout` wrote as text, the
// native anchor for the layout suite. kiwi_native.sh fetches kiwi's headers (the kiwisolver
// sdist), compiles this file at -O2 and runs it; kiwi's code is never committed here.
//
// Usage: kiwi_benchmark SYSTEMS.txt
//
// The input, whitespace-separated (FilmCellSystem.text in LayoutSuite.swift):
//   systemCount
//   then per system: cellCount variablesPerCell editVariable editPriority width resizeWidth
//   then per cell: specCount, then per spec: op priority constant termCount (index coefficient)*
//   where op is 0 for ==, 1 for <=, 2 for >=.
//
// Each cell is built as LayoutSuite builds it: its variables (named cell<i>.<view>.<anchor>),
// the edit variable first, the constraints in order, then the width suggested. Priorities map
// onto kiwi's strengths as the Python script maps them: 1000 required, 999 strong, 751 medium
// times 1.001, 750 medium, 250 weak.
//
// Output: one line per benchmark, `name<TAB>median ns<TAB>min ns<TAB>max ns`, which the suite
// prints beside its own figures with the ratios; any other line is a note.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

struct Spec {
  int op;
  double priority;
  double constant;
  std::vector<std::pair<int, double>> terms;
};

struct System {
  int variablesPerCell;
  int editVariable;
  double editPriority;
  double width;
  double resizeWidth;
  std::vector<std::vector<Spec>> cells;
};

const char *const names[] = {"parent.left",  "parent.top",    "parent.width", "parent.height",
                             "episode.left", "episode.top",   "episode.width", "episode.height",
                             "title.left",   "title.top",     "title.width",  "title.height"};

double strength(double priority) {
  if (priority >= 1000) return kiwi::strength::required;
  if (priority >= 999) return kiwi::strength::strong;
  if (priority >= 751) return kiwi::strength::medium * 1.001;
  if (priority >= 750) return kiwi::strength::medium;
  return kiwi::strength::weak;
}

/// Adds one cell's variables and constraints; returns its edit variable.
kiwi::Variable addCell(kiwi::Solver &solver, const System &system, size_t index,
                       const std::vector<Spec> &cell) {
  std::vector<kiwi::Variable> variables;
  variables.reserve(system.variablesPerCell);
  // `cell<index>.` once, then each anchor, as LayoutSuite.swift builds the names.
  std::string prefix = "cell" + std::to_string(index) + ".";
  for (int name = 0; name < system.variablesPerCell; ++name) {
    variables.emplace_back(prefix + names[name % 12]);
  }
  kiwi::Variable edit = variables[system.editVariable];
  solver.addEditVariable(edit, strength(system.editPriority));
  for (const Spec &spec : cell) {
    std::vector<kiwi::Term> terms;
    terms.reserve(spec.terms.size());
    for (const auto &term : spec.terms) terms.emplace_back(variables[term.first], term.second);
    kiwi::Expression expression(std::move(terms), spec.constant);
    kiwi::RelationalOperator op =
        spec.op == 0 ? kiwi::OP_EQ : (spec.op == 1 ? kiwi::OP_LE : kiwi::OP_GE);
    solver.addConstraint(kiwi::Constraint(expression, op, strength(spec.priority)));
  }
  solver.suggestValue(edit, system.width);
  return edit;
}

struct PerCell {
  std::vector<kiwi::Solver> solvers;
  std::vector<kiwi::Variable> edits;
};

/// One solver per cell, built and solved (kiwi needs updateVariables to write the values).
void buildPerCell(const System &system, PerCell &built) {
  built.solvers = std::vector<kiwi::Solver>(system.cells.size());
  built.edits.reserve(system.cells.size());
  for (size_t index = 0; index < system.cells.size(); ++index) {
    built.edits.push_back(addCell(built.solvers[index], system, index, system.cells[index]));
    built.solvers[index].updateVariables();
  }
}

using Clock = std::chrono::steady_clock;

long long nanoseconds(Clock::duration duration) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(duration).count();
}

void report(const std::string &name, std::vector<long long> samples) {
  std::sort(samples.begin(), samples.end());
  size_t middle = samples.size() / 2;
  long long median = samples.size() % 2 == 0 ? (samples[middle - 1] + samples[middle]) / 2
                                               : samples[middle];
  std::printf("%s\t%lld\t%lld\t%lld\n", name.c_str(), median, samples.front(), samples.back());
  std::fflush(stdout);
}

/// One solver per cell: build+solve (teardown included, as in the Swift benchmark, whose
/// solvers are freed inside the timed closure) and resize, after one untimed warm-up each, with
/// as many samples as LayoutSuite.swift's perCellIterations.
void perCell(const System &system, int iterations = 11) {
  std::vector<long long> builds, resizes;
  for (int iteration = -1; iteration < iterations; ++iteration) {
    auto start = Clock::now();
    {
      PerCell built;
      buildPerCell(system, built);
    }
    auto elapsed = Clock::now() - start;
    if (iteration >= 0) builds.push_back(nanoseconds(elapsed));
  }
  for (int iteration = -1; iteration < iterations; ++iteration) {
    PerCell built;
    buildPerCell(system, built);
    auto start = Clock::now();
    for (size_t index = 0; index < built.solvers.size(); ++index) {
      built.solvers[index].suggestValue(built.edits[index], system.resizeWidth);
      built.solvers[index].updateVariables();
    }
    auto elapsed = Clock::now() - start;
    if (iteration >= 0) resizes.push_back(nanoseconds(elapsed));
  }
  std::string prefix = "kiwi C++: " + std::to_string(system.cells.size()) + " cells, ";
  report(prefix + "one solver each, build+solve", builds);
  report(prefix + "one solver each, resize", resizes);
}

/// Every cell in one solver: build+solve, then resize, once each (kiwi's substitution walks
/// every row, so this is quadratic in the cells).
void oneSolver(const System &system) {
  std::vector<kiwi::Variable> edits;
  auto start = Clock::now();
  kiwi::Solver solver;
  for (size_t index = 0; index < system.cells.size(); ++index) {
    edits.push_back(addCell(solver, system, index, system.cells[index]));
  }
  solver.updateVariables();
  long long build = nanoseconds(Clock::now() - start);
  start = Clock::now();
  for (const kiwi::Variable &edit : edits) solver.suggestValue(edit, system.resizeWidth);
  solver.updateVariables();
  long long resize = nanoseconds(Clock::now() - start);
  std::string prefix = "kiwi C++: " + std::to_string(system.cells.size()) + " cells, ";
  report(prefix + "one solver, build+solve", {build});
  report(prefix + "one solver, resize", {resize});
}

bool read(std::ifstream &input, std::vector<System> &systems) {
  size_t systemCount;
  if (!(input >> systemCount)) return false;
  systems.resize(systemCount);
  for (System &system : systems) {
    size_t cellCount;
    if (!(input >> cellCount >> system.variablesPerCell >> system.editVariable >>
          system.editPriority >> system.width >> system.resizeWidth))
      return false;
    system.cells.resize(cellCount);
    for (std::vector<Spec> &cell : system.cells) {
      size_t specCount;
      if (!(input >> specCount)) return false;
      cell.resize(specCount);
      for (Spec &spec : cell) {
        size_t termCount;
        if (!(input >> spec.op >> spec.priority >> spec.constant >> termCount)) return false;
        spec.terms.resize(termCount);
        for (auto &term : spec.terms) {
          if (!(input >> term.first >> term.second)) return false;
        }
      }
    }
  }
  return true;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: kiwi_benchmark SYSTEMS.txt\n");
    return 2;
  }
  std::ifstream input(argv[1]);
  std::vector<System> systems;
  if (!read(input, systems)) {
    std::fprintf(stderr, "kiwi_benchmark: cannot read %s\n", argv[1]);
    return 2;
  }
  for (const System &system : systems) perCell(system);
  for (const System &system : systems) {
    if (system.cells.size() <= 1000) {
      oneSolver(system);
    } else {
      std::printf("kiwi C++: %zu cells, one solver: skipped (quadratic in the cells)\n",
                  system.cells.size());
    }
  }
  return 0;
}
