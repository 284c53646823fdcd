// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {

// An estimate checked against published rows it was not fitted on (leave one source or model out):
// the serving throughput, the time to a first token and the fine-tuning memory each report one.
struct LeaveOutCheck
{
    int rows = 0;
    int sources = 0; // where the check counts them
    double meanAbsError = 0.0; // |predicted / measured − 1|, over the rows
    double worst = 0.0;
    QStringList lines; // one per row, for the test's log and the README's tables

    // Counts one row and its line.
    void add(double predicted, double measured, const QString &line)
    {
        const double error = std::abs(predicted / measured - 1.0);
        sumAbsError += error;
        worst = std::max(worst, error);
        ++rows;
        meanAbsError = sumAbsError / rows;
        lines.append(line);
    }

private:
    double sumAbsError = 0.0;
};

} // namespace rigsmith::core
