// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rigsmith::core {

// The share of checked rows an error band holds: four in five. A band is the smallest error that so many
// of the rows a model was not fitted on stay within, so that it holds for about as many new
// measurements; a mean error would hold for about half of them.
inline constexpr double kBandShare = 0.8;

// The smallest of `absErrors` that at least `share` of them do not exceed (0 when there are none).
inline double coveringError(QList<double> absErrors, double share = kBandShare)
{
    if (absErrors.isEmpty())
        return 0.0;
    std::sort(absErrors.begin(), absErrors.end());
    const qsizetype k
        = std::clamp<qsizetype>(qsizetype(std::ceil(share * double(absErrors.size()))), 1, absErrors.size());
    return absErrors[k - 1];
}

// An estimate checked against published rows it was not fitted on (leave one source or model out):
// the serving throughput, the time to a first token and the fine-tuning memory each report one.
struct LeaveOutCheck
{
    int rows = 0;
    int sources = 0; // where the check counts them
    double meanAbsError = 0.0; // |predicted / measured − 1|, over the rows
    double worst = 0.0;
    QList<double> errors; // |predicted / measured − 1| of each row
    QStringList lines; // one per row, for the test's log and the README's tables

    // Counts one row and its line.
    void add(double predicted, double measured, const QString &line)
    {
        const double error = std::abs(predicted / measured - 1.0);
        sumAbsError += error;
        worst = std::max(worst, error);
        ++rows;
        meanAbsError = sumAbsError / rows;
        errors.append(error);
        lines.append(line);
    }

    // The error four in five of the rows stay within: the band the estimate is shown with.
    double band() const { return coveringError(errors); }

private:
    double sumAbsError = 0.0;
};

} // namespace rigsmith::core
