import numpy as np
import pytest

from scrapy_articles.extraction.content.mss import max_subsequence, run_mask


@pytest.mark.parametrize("scores, expected", [
    ([-1.0, 2.0, -0.5, 3.0, -4.0, 1.0], (1, 4)),
    ([1.0, 1.0, 1.0], (0, 3)),
    ([-1.0, -2.0], (0, 0)),
    ([], (0, 0)),
    ([0.5, -2.0, 0.4, 0.4], (2, 4)),  # 0.8 beats 0.5
    ([3.0, -1.0, 1.5], (0, 3)),  # bridging a dip pays off: 3.5 > 3.0
])
def test_max_subsequence_hand_computed(scores, expected):
    assert max_subsequence(np.array(scores, dtype=float)) == expected


def test_run_mask_marks_the_run():
    mask = run_mask(np.array([-1.0, 2.0, -0.5, 3.0, -4.0]))
    assert mask.tolist() == [False, True, True, True, False]
