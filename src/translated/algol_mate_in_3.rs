//! Translated from ALGOL 60 by `attic translate programs/algol/mate-in-3.alg`.
//! Generated code: do not edit by hand.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::translated::algol_runtime as rt;
use self::rt::{Fr, Op, Place, SlotInit, Spec, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:7], СПИСОК[1:6300];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:2];",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ОТВЕТНЫЕ ХОДЫ;",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ПЕЧАТЬ ПОЗИЦИИ;",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until 7 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"НАЧАЛО:",
"  for Б1 := 3 step 1 until РУБЕЖ ХОДОВ[1] do",
"",
"    ВОЗМОЖЕН ПАТ[1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);",
"    for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do",
"",
"      ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);",
"      if s = 2 then go to ПОСЛЕДНИЙ ХОД;",
"      for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do",
"",
"        ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;",
"        ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);",
"",
"",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"",
"        ПОСЛЕДНИЙ ХОД:",
"          for ББ := РУБЕЖ ХОДОВ[ss - 2] + 2 step 1 until РУБЕЖ ХОДОВ[ss - 1] do",
"",
"            ВОЗМОЖЕН ПАТ[s - 1] := false;",
"            ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);",
"          ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:",
"            n := РУБЕЖ ХОДОВ[ss];",
"            ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);",
"            go to ББ ПРОДОЛЖЕНИЕ;",
"          ШАХ ЧЕРНЫМ:",
"            for ЧЧ := РУБЕЖ ХОДОВ[ss - 1] + 2 step 1 until РУБЕЖ ХОДОВ[ss] do",
"",
"              ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);",
"            УШЛИ ОТ ШАХА:",
"              УРОВЕНЬ := ss;",
"              ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],",
"",
"              go to ББ ПРОДОЛЖЕНИЕ;",
"            ЧЧ ПРОДОЛЖЕНИЕ:",
"              УРОВЕНЬ := ss",
"",
"          ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:",
"            УРОВЕНЬ := ss - 1;",
"            ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],",
"",
"            ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"            go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else Ч2 ПРОДОЛЖЕНИЕ;",
"",
"          ББ ПРОДОЛЖЕНИЕ:",
"            УРОВЕНЬ := ss - 1",
"",
"          if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;",
"",
"        БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"          ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"          go to Б2 ПРОДОЛЖЕНИЕ;",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"        n := РУБЕЖ ХОДОВ[4];",
"        if ВОЗМОЖЕН ПАТ[2] then",
"",
"",
"          ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);",
"",
"          go to Б2 ПРОДОЛЖЕНИЕ",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"        go to Ч1 ПРОДОЛЖЕНИЕ;",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"      go to Б1 ПРОДОЛЖЕНИЕ;",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ[1] then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"      go to Б1 ПРОДОЛЖЕНИЕ",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"    go to ОТВЕТ;",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"    go to КОНЕЦ;",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"  go to КОНЕЦ;",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 25, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 25, col: 38, width: 6, name: "СПИСОК" },
rt::Site { line: 26, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 27, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 27, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 28, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 289, col: 3, width: 21, name: "" },
rt::Site { line: 289, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 289, col: 27, width: 23, name: "" },
rt::Site { line: 289, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 290, col: 3, width: 22, name: "" },
rt::Site { line: 290, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 28, width: 23, name: "" },
rt::Site { line: 290, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 291, col: 3, width: 21, name: "" },
rt::Site { line: 291, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 291, col: 27, width: 23, name: "" },
rt::Site { line: 291, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 292, col: 3, width: 21, name: "" },
rt::Site { line: 292, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 292, col: 27, width: 24, name: "" },
rt::Site { line: 292, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 293, col: 3, width: 21, name: "" },
rt::Site { line: 293, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 293, col: 27, width: 23, name: "" },
rt::Site { line: 293, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 294, col: 3, width: 21, name: "" },
rt::Site { line: 294, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 294, col: 27, width: 24, name: "" },
rt::Site { line: 294, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 295, col: 3, width: 22, name: "" },
rt::Site { line: 295, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 28, width: 23, name: "" },
rt::Site { line: 295, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 22, name: "" },
rt::Site { line: 296, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 28, width: 24, name: "" },
rt::Site { line: 296, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 21, name: "" },
rt::Site { line: 297, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 27, width: 23, name: "" },
rt::Site { line: 297, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 22, name: "" },
rt::Site { line: 298, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 28, width: 24, name: "" },
rt::Site { line: 298, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 22, name: "" },
rt::Site { line: 299, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 28, width: 25, name: "" },
rt::Site { line: 299, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 22, name: "" },
rt::Site { line: 300, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 28, width: 25, name: "" },
rt::Site { line: 300, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 23, name: "" },
rt::Site { line: 301, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 29, width: 25, name: "" },
rt::Site { line: 301, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 3, width: 23, name: "" },
rt::Site { line: 302, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 302, col: 29, width: 25, name: "" },
rt::Site { line: 302, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 303, col: 3, width: 23, name: "" },
rt::Site { line: 303, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 303, col: 29, width: 24, name: "" },
rt::Site { line: 303, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 304, col: 3, width: 23, name: "" },
rt::Site { line: 304, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 304, col: 29, width: 24, name: "" },
rt::Site { line: 304, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 305, col: 1, width: 1, name: "i" },
rt::Site { line: 306, col: 7, width: 1, name: "i" },
rt::Site { line: 306, col: 33, width: 38, name: "" },
rt::Site { line: 306, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 306, col: 45, width: 1, name: "i" },
rt::Site { line: 306, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 306, col: 64, width: 1, name: "i" },
rt::Site { line: 307, col: 1, width: 26, name: "input" },
rt::Site { line: 307, col: 30, width: 11, name: "" },
rt::Site { line: 307, col: 36, width: 5, name: "×" },
rt::Site { line: 307, col: 40, width: 1, name: "s" },
rt::Site { line: 308, col: 3, width: 1, name: "i" },
rt::Site { line: 308, col: 7, width: 1, name: "i" },
rt::Site { line: 309, col: 9, width: 19, name: "" },
rt::Site { line: 309, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 309, col: 21, width: 1, name: "i" },
rt::Site { line: 309, col: 31, width: 10, name: "" },
rt::Site { line: 309, col: 31, width: 4, name: "q" },
rt::Site { line: 309, col: 33, width: 1, name: "i" },
rt::Site { line: 313, col: 3, width: 18, name: "" },
rt::Site { line: 313, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 313, col: 24, width: 20, name: "" },
rt::Site { line: 313, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 314, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 314, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 315, col: 3, width: 12, name: "" },
rt::Site { line: 315, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 316, col: 3, width: 19, name: "" },
rt::Site { line: 316, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 317, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 318, col: 3, width: 19, name: "" },
rt::Site { line: 318, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 318, col: 21, width: 1, name: "n" },
rt::Site { line: 319, col: 1, width: 1, name: "Б1" },
rt::Site { line: 320, col: 7, width: 2, name: "Б1" },
rt::Site { line: 320, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 322, col: 5, width: 23, name: "" },
rt::Site { line: 322, col: 5, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 323, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 324, col: 5, width: 1, name: "Ч1" },
rt::Site { line: 324, col: 15, width: 18, name: "+" },
rt::Site { line: 324, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 324, col: 9, width: 2, name: "Ч1" },
rt::Site { line: 324, col: 47, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 326, col: 7, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 327, col: 10, width: 5, name: "" },
rt::Site { line: 327, col: 10, width: 5, name: "=" },
rt::Site { line: 327, col: 10, width: 1, name: "s" },
rt::Site { line: 327, col: 27, width: 13, name: "" },
rt::Site { line: 328, col: 7, width: 1, name: "Б2" },
rt::Site { line: 328, col: 17, width: 18, name: "+" },
rt::Site { line: 328, col: 17, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 328, col: 11, width: 2, name: "Б2" },
rt::Site { line: 328, col: 49, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 330, col: 9, width: 24, name: "" },
rt::Site { line: 330, col: 9, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 330, col: 36, width: 23, name: "" },
rt::Site { line: 330, col: 36, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 331, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 334, col: 9, width: 1, name: "Ч2" },
rt::Site { line: 334, col: 19, width: 18, name: "+" },
rt::Site { line: 334, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 334, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 334, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 336, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 338, col: 9, width: 1, name: "ББ" },
rt::Site { line: 339, col: 21, width: 23, name: "+" },
rt::Site { line: 339, col: 21, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 339, col: 33, width: 6, name: "-" },
rt::Site { line: 339, col: 33, width: 2, name: "ss" },
rt::Site { line: 339, col: 15, width: 2, name: "ББ" },
rt::Site { line: 339, col: 58, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 339, col: 70, width: 6, name: "-" },
rt::Site { line: 339, col: 70, width: 2, name: "ss" },
rt::Site { line: 341, col: 13, width: 28, name: "" },
rt::Site { line: 341, col: 13, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 341, col: 26, width: 5, name: "-" },
rt::Site { line: 341, col: 26, width: 1, name: "s" },
rt::Site { line: 342, col: 13, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 343, col: 11, width: 1, name: "" },
rt::Site { line: 344, col: 18, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 344, col: 30, width: 2, name: "ss" },
rt::Site { line: 345, col: 13, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 346, col: 19, width: 14, name: "" },
rt::Site { line: 347, col: 11, width: 1, name: "ЧЧ" },
rt::Site { line: 348, col: 23, width: 23, name: "+" },
rt::Site { line: 348, col: 23, width: 19, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 35, width: 6, name: "-" },
rt::Site { line: 348, col: 35, width: 2, name: "ss" },
rt::Site { line: 348, col: 17, width: 2, name: "ЧЧ" },
rt::Site { line: 348, col: 60, width: 15, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 348, col: 72, width: 2, name: "ss" },
rt::Site { line: 350, col: 15, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 351, col: 13, width: 1, name: "" },
rt::Site { line: 352, col: 26, width: 2, name: "ss" },
rt::Site { line: 353, col: 15, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 353, col: 28, width: 50, name: "СПИСОК" },
rt::Site { line: 353, col: 38, width: 16, name: "" },
rt::Site { line: 353, col: 38, width: 16, name: "=" },
rt::Site { line: 353, col: 38, width: 10, name: "q" },
rt::Site { line: 353, col: 40, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 353, col: 59, width: 6, name: "+" },
rt::Site { line: 353, col: 59, width: 2, name: "ЧЧ" },
rt::Site { line: 353, col: 71, width: 6, name: "+" },
rt::Site { line: 353, col: 71, width: 2, name: "ЧЧ" },
rt::Site { line: 355, col: 21, width: 14, name: "" },
rt::Site { line: 356, col: 13, width: 1, name: "" },
rt::Site { line: 357, col: 26, width: 2, name: "ss" },
rt::Site { line: 359, col: 11, width: 1, name: "" },
rt::Site { line: 360, col: 24, width: 6, name: "-" },
rt::Site { line: 360, col: 24, width: 2, name: "ss" },
rt::Site { line: 361, col: 13, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 361, col: 26, width: 50, name: "СПИСОК" },
rt::Site { line: 361, col: 36, width: 16, name: "" },
rt::Site { line: 361, col: 36, width: 16, name: "=" },
rt::Site { line: 361, col: 36, width: 10, name: "q" },
rt::Site { line: 361, col: 38, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 361, col: 57, width: 6, name: "+" },
rt::Site { line: 361, col: 57, width: 2, name: "ББ" },
rt::Site { line: 361, col: 69, width: 6, name: "+" },
rt::Site { line: 361, col: 69, width: 2, name: "ББ" },
rt::Site { line: 363, col: 13, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 364, col: 19, width: 48, name: "" },
rt::Site { line: 364, col: 22, width: 5, name: "" },
rt::Site { line: 364, col: 22, width: 5, name: "=" },
rt::Site { line: 364, col: 22, width: 1, name: "s" },
rt::Site { line: 366, col: 11, width: 1, name: "" },
rt::Site { line: 367, col: 24, width: 6, name: "-" },
rt::Site { line: 367, col: 24, width: 2, name: "ss" },
rt::Site { line: 369, col: 14, width: 5, name: "" },
rt::Site { line: 369, col: 14, width: 5, name: "=" },
rt::Site { line: 369, col: 14, width: 1, name: "s" },
rt::Site { line: 369, col: 31, width: 33, name: "" },
rt::Site { line: 371, col: 9, width: 1, name: "" },
rt::Site { line: 373, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 373, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 373, col: 34, width: 16, name: "" },
rt::Site { line: 373, col: 34, width: 16, name: "=" },
rt::Site { line: 373, col: 34, width: 10, name: "q" },
rt::Site { line: 373, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 373, col: 55, width: 6, name: "+" },
rt::Site { line: 373, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 373, col: 67, width: 6, name: "+" },
rt::Site { line: 373, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 375, col: 11, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 376, col: 17, width: 14, name: "" },
rt::Site { line: 377, col: 9, width: 1, name: "" },
rt::Site { line: 380, col: 9, width: 19, name: "" },
rt::Site { line: 380, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 381, col: 12, width: 15, name: "" },
rt::Site { line: 381, col: 12, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 384, col: 11, width: 89, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 386, col: 17, width: 14, name: "" },
rt::Site { line: 388, col: 7, width: 1, name: "" },
rt::Site { line: 390, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 390, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 390, col: 32, width: 16, name: "" },
rt::Site { line: 390, col: 32, width: 16, name: "=" },
rt::Site { line: 390, col: 32, width: 10, name: "q" },
rt::Site { line: 390, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 390, col: 53, width: 6, name: "+" },
rt::Site { line: 390, col: 53, width: 2, name: "Б2" },
rt::Site { line: 390, col: 65, width: 6, name: "+" },
rt::Site { line: 390, col: 65, width: 2, name: "Б2" },
rt::Site { line: 392, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 393, col: 15, width: 14, name: "" },
rt::Site { line: 394, col: 7, width: 1, name: "" },
rt::Site { line: 397, col: 5, width: 1, name: "" },
rt::Site { line: 399, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 399, col: 20, width: 50, name: "СПИСОК" },
rt::Site { line: 399, col: 30, width: 16, name: "" },
rt::Site { line: 399, col: 30, width: 16, name: "=" },
rt::Site { line: 399, col: 30, width: 10, name: "q" },
rt::Site { line: 399, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 399, col: 51, width: 6, name: "+" },
rt::Site { line: 399, col: 51, width: 2, name: "Ч1" },
rt::Site { line: 399, col: 63, width: 6, name: "+" },
rt::Site { line: 399, col: 63, width: 2, name: "Ч1" },
rt::Site { line: 401, col: 7, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 402, col: 13, width: 14, name: "" },
rt::Site { line: 403, col: 5, width: 1, name: "" },
rt::Site { line: 406, col: 5, width: 19, name: "" },
rt::Site { line: 406, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 407, col: 8, width: 15, name: "" },
rt::Site { line: 407, col: 8, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 410, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 412, col: 13, width: 14, name: "" },
rt::Site { line: 414, col: 5, width: 23, name: "output" },
rt::Site { line: 415, col: 11, width: 5, name: "" },
rt::Site { line: 416, col: 3, width: 1, name: "output" },
rt::Site { line: 418, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 421, col: 11, width: 5, name: "" },
rt::Site { line: 422, col: 3, width: 1, name: "" },
rt::Site { line: 425, col: 3, width: 36, name: "output" },
rt::Site { line: 426, col: 9, width: 5, name: "" },
rt::Site { line: 427, col: 1, width: 1, name: "output" },
rt::Site { line: 38, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 38, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 38, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 38, col: 56, width: 1, name: "n" },
rt::Site { line: 38, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 38, col: 13, width: 11, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 72, col: 5, width: 10, name: "" },
rt::Site { line: 72, col: 10, width: 5, name: "+" },
rt::Site { line: 72, col: 10, width: 1, name: "n" },
rt::Site { line: 72, col: 18, width: 14, name: "" },
rt::Site { line: 72, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 72, col: 25, width: 1, name: "m" },
rt::Site { line: 73, col: 5, width: 15, name: "" },
rt::Site { line: 73, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 73, col: 23, width: 33, name: "" },
rt::Site { line: 73, col: 33, width: 8, name: "" },
rt::Site { line: 73, col: 33, width: 8, name: ">" },
rt::Site { line: 73, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 74, col: 5, width: 1, name: "j" },
rt::Site { line: 74, col: 9, width: 1, name: "j" },
rt::Site { line: 76, col: 7, width: 15, name: "" },
rt::Site { line: 76, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 76, col: 20, width: 1, name: "j" },
rt::Site { line: 77, col: 10, width: 8, name: "" },
rt::Site { line: 77, col: 10, width: 8, name: "≠" },
rt::Site { line: 77, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 79, col: 9, width: 32, name: "" },
rt::Site { line: 79, col: 16, width: 25, name: "-" },
rt::Site { line: 79, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 79, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 79, col: 35, width: 6, name: "×" },
rt::Site { line: 79, col: 40, width: 1, name: "j" },
rt::Site { line: 80, col: 12, width: 18, name: "" },
rt::Site { line: 80, col: 12, width: 18, name: "∧" },
rt::Site { line: 80, col: 12, width: 7, name: ">" },
rt::Site { line: 80, col: 12, width: 3, name: "КОД" },
rt::Site { line: 80, col: 22, width: 8, name: "<" },
rt::Site { line: 80, col: 22, width: 3, name: "КОД" },
rt::Site { line: 82, col: 11, width: 36, name: "" },
rt::Site { line: 82, col: 16, width: 31, name: "-" },
rt::Site { line: 82, col: 17, width: 8, name: "-" },
rt::Site { line: 82, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 82, col: 29, width: 18, name: "×" },
rt::Site { line: 82, col: 29, width: 14, name: "÷" },
rt::Site { line: 82, col: 30, width: 8, name: "-" },
rt::Site { line: 82, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 82, col: 50, width: 19, name: "" },
rt::Site { line: 82, col: 55, width: 14, name: "÷" },
rt::Site { line: 82, col: 56, width: 8, name: "-" },
rt::Site { line: 82, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 11, width: 20, name: "" },
rt::Site { line: 83, col: 21, width: 10, name: "×" },
rt::Site { line: 83, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 34, width: 33, name: "" },
rt::Site { line: 83, col: 44, width: 23, name: "×" },
rt::Site { line: 83, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 83, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 84, col: 14, width: 7, name: "" },
rt::Site { line: 84, col: 14, width: 7, name: "=" },
rt::Site { line: 84, col: 14, width: 3, name: "КОД" },
rt::Site { line: 86, col: 13, width: 16, name: "" },
rt::Site { line: 86, col: 18, width: 11, name: "+" },
rt::Site { line: 86, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 86, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 87, col: 16, width: 17, name: "" },
rt::Site { line: 87, col: 16, width: 17, name: "=" },
rt::Site { line: 87, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 87, col: 27, width: 1, name: "t" },
rt::Site { line: 89, col: 18, width: 18, name: "" },
rt::Site { line: 89, col: 18, width: 18, name: "=" },
rt::Site { line: 89, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 89, col: 30, width: 1, name: "t" },
rt::Site { line: 91, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 92, col: 20, width: 30, name: "" },
rt::Site { line: 92, col: 20, width: 30, name: "=" },
rt::Site { line: 92, col: 20, width: 1, name: "Г" },
rt::Site { line: 92, col: 28, width: 8, name: "" },
rt::Site { line: 92, col: 28, width: 8, name: ">" },
rt::Site { line: 92, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 94, col: 22, width: 24, name: "" },
rt::Site { line: 94, col: 22, width: 24, name: "=" },
rt::Site { line: 94, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 94, col: 33, width: 8, name: "+" },
rt::Site { line: 94, col: 33, width: 1, name: "t" },
rt::Site { line: 94, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 95, col: 28, width: 25, name: "" },
rt::Site { line: 95, col: 28, width: 25, name: "=" },
rt::Site { line: 95, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 95, col: 40, width: 8, name: "+" },
rt::Site { line: 95, col: 40, width: 1, name: "t" },
rt::Site { line: 95, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 95, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 95, col: 66, width: 8, name: "+" },
rt::Site { line: 95, col: 66, width: 1, name: "t" },
rt::Site { line: 95, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 99, col: 16, width: 5, name: "" },
rt::Site { line: 99, col: 16, width: 5, name: ">" },
rt::Site { line: 99, col: 16, width: 1, name: "В" },
rt::Site { line: 99, col: 36, width: 22, name: "" },
rt::Site { line: 99, col: 36, width: 22, name: "≠" },
rt::Site { line: 99, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 99, col: 48, width: 5, name: "-" },
rt::Site { line: 99, col: 48, width: 1, name: "t" },
rt::Site { line: 99, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 99, col: 74, width: 5, name: "-" },
rt::Site { line: 99, col: 74, width: 1, name: "t" },
rt::Site { line: 100, col: 16, width: 5, name: "" },
rt::Site { line: 100, col: 16, width: 5, name: "<" },
rt::Site { line: 100, col: 16, width: 1, name: "В" },
rt::Site { line: 100, col: 36, width: 22, name: "" },
rt::Site { line: 100, col: 36, width: 22, name: "≠" },
rt::Site { line: 100, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 100, col: 48, width: 5, name: "+" },
rt::Site { line: 100, col: 48, width: 1, name: "t" },
rt::Site { line: 100, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 100, col: 74, width: 5, name: "+" },
rt::Site { line: 100, col: 74, width: 1, name: "t" },
rt::Site { line: 104, col: 16, width: 7, name: "" },
rt::Site { line: 104, col: 16, width: 7, name: "=" },
rt::Site { line: 104, col: 16, width: 3, name: "КОД" },
rt::Site { line: 104, col: 35, width: 11, name: "" },
rt::Site { line: 104, col: 49, width: 16, name: "" },
rt::Site { line: 105, col: 21, width: 7, name: "" },
rt::Site { line: 105, col: 21, width: 7, name: "=" },
rt::Site { line: 105, col: 21, width: 3, name: "КОД" },
rt::Site { line: 105, col: 40, width: 11, name: "" },
rt::Site { line: 105, col: 54, width: 15, name: "" },
rt::Site { line: 106, col: 21, width: 17, name: "" },
rt::Site { line: 106, col: 21, width: 17, name: "∨" },
rt::Site { line: 106, col: 21, width: 7, name: "=" },
rt::Site { line: 106, col: 21, width: 3, name: "КОД" },
rt::Site { line: 106, col: 31, width: 7, name: "=" },
rt::Site { line: 106, col: 31, width: 3, name: "КОД" },
rt::Site { line: 106, col: 50, width: 11, name: "" },
rt::Site { line: 106, col: 64, width: 15, name: "" },
rt::Site { line: 107, col: 24, width: 11, name: "" },
rt::Site { line: 107, col: 38, width: 15, name: "" },
rt::Site { line: 108, col: 13, width: 43, name: "" },
rt::Site { line: 108, col: 29, width: 27, name: "∧" },
rt::Site { line: 108, col: 29, width: 17, name: "∧" },
rt::Site { line: 108, col: 29, width: 7, name: "≠" },
rt::Site { line: 108, col: 29, width: 3, name: "КОД" },
rt::Site { line: 108, col: 39, width: 7, name: "≠" },
rt::Site { line: 108, col: 39, width: 3, name: "КОД" },
rt::Site { line: 108, col: 49, width: 7, name: "≠" },
rt::Site { line: 108, col: 49, width: 3, name: "КОД" },
rt::Site { line: 109, col: 13, width: 1, name: "k" },
rt::Site { line: 109, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 109, col: 17, width: 1, name: "k" },
rt::Site { line: 109, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 111, col: 15, width: 6, name: "" },
rt::Site { line: 111, col: 20, width: 1, name: "В" },
rt::Site { line: 111, col: 24, width: 6, name: "" },
rt::Site { line: 111, col: 29, width: 1, name: "Г" },
rt::Site { line: 112, col: 13, width: 1, name: "" },
rt::Site { line: 113, col: 20, width: 20, name: "+" },
rt::Site { line: 113, col: 20, width: 1, name: "x" },
rt::Site { line: 113, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 113, col: 38, width: 1, name: "k" },
rt::Site { line: 113, col: 43, width: 27, name: "" },
rt::Site { line: 113, col: 48, width: 22, name: "+" },
rt::Site { line: 113, col: 48, width: 1, name: "y" },
rt::Site { line: 113, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 113, col: 68, width: 1, name: "k" },
rt::Site { line: 114, col: 18, width: 29, name: "" },
rt::Site { line: 114, col: 18, width: 29, name: "∧" },
rt::Site { line: 114, col: 18, width: 21, name: "∧" },
rt::Site { line: 114, col: 18, width: 13, name: "∧" },
rt::Site { line: 114, col: 18, width: 5, name: "≥" },
rt::Site { line: 114, col: 18, width: 1, name: "x" },
rt::Site { line: 114, col: 26, width: 5, name: "<" },
rt::Site { line: 114, col: 26, width: 1, name: "x" },
rt::Site { line: 114, col: 34, width: 5, name: "≥" },
rt::Site { line: 114, col: 34, width: 1, name: "y" },
rt::Site { line: 114, col: 42, width: 5, name: "<" },
rt::Site { line: 114, col: 42, width: 1, name: "y" },
rt::Site { line: 116, col: 17, width: 18, name: "" },
rt::Site { line: 116, col: 22, width: 13, name: "+" },
rt::Site { line: 116, col: 22, width: 9, name: "+" },
rt::Site { line: 116, col: 22, width: 5, name: "×" },
rt::Site { line: 116, col: 26, width: 1, name: "y" },
rt::Site { line: 116, col: 30, width: 1, name: "x" },
rt::Site { line: 117, col: 20, width: 17, name: "" },
rt::Site { line: 117, col: 20, width: 17, name: "=" },
rt::Site { line: 117, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 117, col: 31, width: 1, name: "t" },
rt::Site { line: 119, col: 19, width: 19, name: "" },
rt::Site { line: 119, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 119, col: 36, width: 1, name: "t" },
rt::Site { line: 120, col: 22, width: 5, name: "" },
rt::Site { line: 120, col: 22, width: 5, name: "≠" },
rt::Site { line: 120, col: 22, width: 1, name: "С" },
rt::Site { line: 121, col: 28, width: 41, name: "" },
rt::Site { line: 121, col: 28, width: 41, name: "∨" },
rt::Site { line: 121, col: 28, width: 19, name: "=" },
rt::Site { line: 121, col: 28, width: 15, name: "-" },
rt::Site { line: 121, col: 28, width: 1, name: "С" },
rt::Site { line: 121, col: 32, width: 11, name: "×" },
rt::Site { line: 121, col: 32, width: 6, name: "÷" },
rt::Site { line: 121, col: 32, width: 1, name: "С" },
rt::Site { line: 121, col: 50, width: 19, name: "=" },
rt::Site { line: 121, col: 50, width: 15, name: "-" },
rt::Site { line: 121, col: 50, width: 1, name: "С" },
rt::Site { line: 121, col: 54, width: 11, name: "×" },
rt::Site { line: 121, col: 54, width: 6, name: "÷" },
rt::Site { line: 121, col: 54, width: 1, name: "С" },
rt::Site { line: 121, col: 81, width: 5, name: "" },
rt::Site { line: 121, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 122, col: 19, width: 27, name: "" },
rt::Site { line: 122, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 122, col: 26, width: 5, name: "+" },
rt::Site { line: 122, col: 26, width: 1, name: "m" },
rt::Site { line: 122, col: 36, width: 10, name: "+" },
rt::Site { line: 122, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 122, col: 45, width: 1, name: "t" },
rt::Site { line: 123, col: 19, width: 53, name: "" },
rt::Site { line: 123, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 123, col: 26, width: 5, name: "+" },
rt::Site { line: 123, col: 26, width: 1, name: "m" },
rt::Site { line: 123, col: 36, width: 36, name: "" },
rt::Site { line: 123, col: 38, width: 32, name: "+" },
rt::Site { line: 123, col: 38, width: 10, name: "+" },
rt::Site { line: 123, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 123, col: 47, width: 1, name: "t" },
rt::Site { line: 123, col: 51, width: 19, name: "×" },
rt::Site { line: 123, col: 60, width: 10, name: "+" },
rt::Site { line: 123, col: 60, width: 1, name: "С" },
rt::Site { line: 123, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 124, col: 19, width: 10, name: "" },
rt::Site { line: 124, col: 24, width: 5, name: "+" },
rt::Site { line: 124, col: 24, width: 1, name: "m" },
rt::Site { line: 125, col: 22, width: 20, name: "" },
rt::Site { line: 125, col: 22, width: 20, name: "∧" },
rt::Site { line: 125, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 125, col: 37, width: 5, name: "=" },
rt::Site { line: 125, col: 37, width: 1, name: "С" },
rt::Site { line: 125, col: 54, width: 3, name: "" },
rt::Site { line: 129, col: 16, width: 20, name: "" },
rt::Site { line: 129, col: 16, width: 20, name: "∧" },
rt::Site { line: 129, col: 16, width: 7, name: "=" },
rt::Site { line: 129, col: 16, width: 3, name: "КОД" },
rt::Site { line: 129, col: 26, width: 10, name: "=" },
rt::Site { line: 129, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 129, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 18, width: 55, name: "" },
rt::Site { line: 131, col: 18, width: 55, name: "=" },
rt::Site { line: 131, col: 18, width: 51, name: "-" },
rt::Site { line: 131, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 131, col: 29, width: 7, name: "+" },
rt::Site { line: 131, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 40, width: 29, name: "×" },
rt::Site { line: 131, col: 40, width: 24, name: "÷" },
rt::Site { line: 131, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 131, col: 51, width: 7, name: "+" },
rt::Site { line: 131, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 132, col: 27, width: 7, name: "+" },
rt::Site { line: 132, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 36, width: 7, name: "+" },
rt::Site { line: 132, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 18, width: 55, name: "" },
rt::Site { line: 133, col: 18, width: 55, name: "=" },
rt::Site { line: 133, col: 18, width: 51, name: "-" },
rt::Site { line: 133, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 133, col: 29, width: 7, name: "-" },
rt::Site { line: 133, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 40, width: 29, name: "×" },
rt::Site { line: 133, col: 40, width: 24, name: "÷" },
rt::Site { line: 133, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 133, col: 51, width: 7, name: "-" },
rt::Site { line: 133, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 134, col: 27, width: 7, name: "-" },
rt::Site { line: 134, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 134, col: 36, width: 7, name: "-" },
rt::Site { line: 134, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 140, col: 5, width: 1, name: "" },
rt::Site { line: 140, col: 5, width: 1, name: "n" },
rt::Site { line: 140, col: 10, width: 1, name: "m" },
rt::Site { line: 149, col: 26, width: 1, name: "З" },
rt::Site { line: 149, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 149, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 149, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 149, col: 13, width: 12, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 152, col: 5, width: 7, name: "" },
rt::Site { line: 152, col: 10, width: 2, name: "" },
rt::Site { line: 152, col: 11, width: 1, name: "З" },
rt::Site { line: 153, col: 5, width: 17, name: "" },
rt::Site { line: 153, col: 10, width: 12, name: "÷" },
rt::Site { line: 153, col: 10, width: 1, name: "З" },
rt::Site { line: 153, col: 25, width: 21, name: "" },
rt::Site { line: 153, col: 30, width: 16, name: "-" },
rt::Site { line: 153, col: 30, width: 1, name: "З" },
rt::Site { line: 153, col: 34, width: 12, name: "×" },
rt::Site { line: 153, col: 45, width: 1, name: "М" },
rt::Site { line: 154, col: 5, width: 14, name: "" },
rt::Site { line: 154, col: 10, width: 9, name: "÷" },
rt::Site { line: 154, col: 10, width: 1, name: "З" },
rt::Site { line: 154, col: 22, width: 18, name: "" },
rt::Site { line: 154, col: 27, width: 13, name: "-" },
rt::Site { line: 154, col: 27, width: 1, name: "З" },
rt::Site { line: 154, col: 31, width: 9, name: "×" },
rt::Site { line: 154, col: 39, width: 1, name: "С" },
rt::Site { line: 155, col: 5, width: 13, name: "" },
rt::Site { line: 155, col: 11, width: 7, name: "÷" },
rt::Site { line: 155, col: 11, width: 1, name: "З" },
rt::Site { line: 155, col: 21, width: 18, name: "" },
rt::Site { line: 155, col: 27, width: 12, name: "-" },
rt::Site { line: 155, col: 27, width: 1, name: "З" },
rt::Site { line: 155, col: 31, width: 8, name: "×" },
rt::Site { line: 155, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 156, col: 5, width: 19, name: "" },
rt::Site { line: 156, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 156, col: 16, width: 2, name: "НА" },
rt::Site { line: 156, col: 27, width: 20, name: "" },
rt::Site { line: 156, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 156, col: 39, width: 2, name: "НА" },
rt::Site { line: 156, col: 46, width: 1, name: "С" },
rt::Site { line: 157, col: 5, width: 19, name: "" },
rt::Site { line: 157, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 157, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 157, col: 23, width: 1, name: "М" },
rt::Site { line: 157, col: 27, width: 1, name: "" },
rt::Site { line: 157, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 157, col: 37, width: 6, name: "÷" },
rt::Site { line: 157, col: 37, width: 1, name: "М" },
rt::Site { line: 157, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 165, col: 28, width: 1, name: "i" },
rt::Site { line: 165, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 165, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 165, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 165, col: 13, width: 14, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 168, col: 8, width: 21, name: "" },
rt::Site { line: 168, col: 8, width: 21, name: "=" },
rt::Site { line: 168, col: 8, width: 15, name: "÷" },
rt::Site { line: 168, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 168, col: 15, width: 1, name: "i" },
rt::Site { line: 168, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 170, col: 7, width: 27, name: "" },
rt::Site { line: 170, col: 13, width: 21, name: "-" },
rt::Site { line: 170, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 170, col: 20, width: 1, name: "i" },
rt::Site { line: 170, col: 25, width: 9, name: "×" },
rt::Site { line: 170, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 10, width: 27, name: "" },
rt::Site { line: 171, col: 10, width: 27, name: "∨" },
rt::Site { line: 171, col: 10, width: 12, name: "=" },
rt::Site { line: 171, col: 10, width: 2, name: "НА" },
rt::Site { line: 171, col: 15, width: 7, name: "+" },
rt::Site { line: 171, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 171, col: 25, width: 12, name: "=" },
rt::Site { line: 171, col: 25, width: 2, name: "НА" },
rt::Site { line: 171, col: 30, width: 7, name: "-" },
rt::Site { line: 171, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 173, col: 9, width: 19, name: "" },
rt::Site { line: 173, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 173, col: 25, width: 2, name: "НА" },
rt::Site { line: 174, col: 12, width: 19, name: "" },
rt::Site { line: 174, col: 12, width: 19, name: "=" },
rt::Site { line: 174, col: 12, width: 15, name: "-" },
rt::Site { line: 174, col: 12, width: 1, name: "К" },
rt::Site { line: 174, col: 16, width: 11, name: "×" },
rt::Site { line: 174, col: 16, width: 6, name: "÷" },
rt::Site { line: 174, col: 16, width: 1, name: "К" },
rt::Site { line: 175, col: 15, width: 19, name: "" },
rt::Site { line: 175, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 175, col: 26, width: 2, name: "НА" },
rt::Site { line: 175, col: 37, width: 24, name: "" },
rt::Site { line: 175, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 175, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 56, width: 5, name: "+" },
rt::Site { line: 175, col: 56, width: 1, name: "К" },
rt::Site { line: 175, col: 64, width: 25, name: "" },
rt::Site { line: 175, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 175, col: 74, width: 6, name: "÷" },
rt::Site { line: 175, col: 74, width: 1, name: "К" },
rt::Site { line: 175, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 188, col: 29, width: 1, name: "i" },
rt::Site { line: 188, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 188, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 188, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 188, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 188, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 188, col: 13, width: 15, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 192, col: 5, width: 14, name: "" },
rt::Site { line: 192, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 192, col: 17, width: 1, name: "i" },
rt::Site { line: 193, col: 8, width: 5, name: "" },
rt::Site { line: 193, col: 8, width: 5, name: "<" },
rt::Site { line: 193, col: 8, width: 1, name: "Х" },
rt::Site { line: 195, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 196, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 196, col: 25, width: 16, name: "" },
rt::Site { line: 196, col: 25, width: 16, name: "=" },
rt::Site { line: 196, col: 25, width: 10, name: "q" },
rt::Site { line: 196, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 196, col: 46, width: 5, name: "-" },
rt::Site { line: 196, col: 46, width: 1, name: "i" },
rt::Site { line: 196, col: 57, width: 5, name: "-" },
rt::Site { line: 196, col: 57, width: 1, name: "i" },
rt::Site { line: 197, col: 12, width: 16, name: "" },
rt::Site { line: 197, col: 12, width: 16, name: ">" },
rt::Site { line: 197, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 198, col: 13, width: 5, name: "" },
rt::Site { line: 198, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 200, col: 8, width: 7, name: "" },
rt::Site { line: 200, col: 8, width: 7, name: "<" },
rt::Site { line: 200, col: 8, width: 1, name: "Х" },
rt::Site { line: 200, col: 27, width: 5, name: "" },
rt::Site { line: 200, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 201, col: 5, width: 13, name: "" },
rt::Site { line: 201, col: 11, width: 7, name: "÷" },
rt::Site { line: 201, col: 11, width: 1, name: "Х" },
rt::Site { line: 201, col: 21, width: 18, name: "" },
rt::Site { line: 201, col: 27, width: 12, name: "-" },
rt::Site { line: 201, col: 27, width: 1, name: "Х" },
rt::Site { line: 201, col: 31, width: 8, name: "×" },
rt::Site { line: 201, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 202, col: 5, width: 19, name: "" },
rt::Site { line: 202, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 202, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 202, col: 27, width: 11, name: "" },
rt::Site { line: 202, col: 32, width: 6, name: "÷" },
rt::Site { line: 202, col: 32, width: 1, name: "М" },
rt::Site { line: 202, col: 41, width: 17, name: "" },
rt::Site { line: 202, col: 48, width: 10, name: "-" },
rt::Site { line: 202, col: 48, width: 1, name: "М" },
rt::Site { line: 202, col: 52, width: 6, name: "×" },
rt::Site { line: 202, col: 57, width: 1, name: "j" },
rt::Site { line: 203, col: 8, width: 17, name: "" },
rt::Site { line: 203, col: 8, width: 17, name: ">" },
rt::Site { line: 203, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 203, col: 15, width: 5, name: "+" },
rt::Site { line: 203, col: 15, width: 1, name: "i" },
rt::Site { line: 203, col: 37, width: 16, name: "" },
rt::Site { line: 203, col: 37, width: 10, name: "q" },
rt::Site { line: 203, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 203, col: 56, width: 21, name: "" },
rt::Site { line: 203, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 203, col: 70, width: 5, name: "+" },
rt::Site { line: 203, col: 70, width: 1, name: "i" },
rt::Site { line: 204, col: 10, width: 15, name: "" },
rt::Site { line: 204, col: 10, width: 10, name: "q" },
rt::Site { line: 204, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 205, col: 8, width: 7, name: "" },
rt::Site { line: 205, col: 8, width: 7, name: "=" },
rt::Site { line: 205, col: 8, width: 3, name: "КОД" },
rt::Site { line: 205, col: 21, width: 9, name: "" },
rt::Site { line: 205, col: 38, width: 7, name: "" },
rt::Site { line: 205, col: 38, width: 7, name: "=" },
rt::Site { line: 205, col: 38, width: 3, name: "КОД" },
rt::Site { line: 205, col: 51, width: 8, name: "" },
rt::Site { line: 206, col: 5, width: 19, name: "" },
rt::Site { line: 206, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 206, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 27, width: 30, name: "" },
rt::Site { line: 206, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 206, col: 38, width: 2, name: "НА" },
rt::Site { line: 206, col: 45, width: 12, name: "+" },
rt::Site { line: 206, col: 45, width: 6, name: "×" },
rt::Site { line: 206, col: 50, width: 1, name: "j" },
rt::Site { line: 206, col: 54, width: 3, name: "КОД" },
rt::Site { line: 207, col: 5, width: 20, name: "" },
rt::Site { line: 207, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 207, col: 17, width: 2, name: "НА" },
rt::Site { line: 207, col: 28, width: 18, name: "" },
rt::Site { line: 207, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 207, col: 38, width: 1, name: "j" },
rt::Site { line: 207, col: 44, width: 2, name: "НА" },
rt::Site { line: 208, col: 5, width: 22, name: "" },
rt::Site { line: 208, col: 16, width: 11, name: "+" },
rt::Site { line: 208, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 209, col: 8, width: 43, name: "" },
rt::Site { line: 209, col: 8, width: 43, name: "∧" },
rt::Site { line: 209, col: 8, width: 14, name: "=" },
rt::Site { line: 209, col: 8, width: 10, name: "-" },
rt::Site { line: 209, col: 8, width: 1, name: "М" },
rt::Site { line: 209, col: 12, width: 6, name: "×" },
rt::Site { line: 209, col: 17, width: 1, name: "j" },
rt::Site { line: 209, col: 26, width: 25, name: "∨" },
rt::Site { line: 209, col: 26, width: 11, name: "=" },
rt::Site { line: 209, col: 26, width: 2, name: "НА" },
rt::Site { line: 209, col: 31, width: 6, name: "+" },
rt::Site { line: 209, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 209, col: 40, width: 11, name: "=" },
rt::Site { line: 209, col: 40, width: 2, name: "НА" },
rt::Site { line: 209, col: 45, width: 6, name: "-" },
rt::Site { line: 209, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 7, width: 42, name: "" },
rt::Site { line: 213, col: 18, width: 7, name: "" },
rt::Site { line: 213, col: 18, width: 7, name: ">" },
rt::Site { line: 213, col: 18, width: 2, name: "НА" },
rt::Site { line: 213, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 31, width: 6, name: "+" },
rt::Site { line: 213, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 43, width: 6, name: "-" },
rt::Site { line: 213, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 52, width: 24, name: "" },
rt::Site { line: 213, col: 63, width: 13, name: "÷" },
rt::Site { line: 213, col: 64, width: 7, name: "+" },
rt::Site { line: 213, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 69, width: 2, name: "НА" },
rt::Site { line: 214, col: 7, width: 29, name: "" },
rt::Site { line: 214, col: 16, width: 20, name: "-" },
rt::Site { line: 214, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 214, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 214, col: 39, width: 21, name: "" },
rt::Site { line: 214, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 214, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 214, col: 63, width: 32, name: "" },
rt::Site { line: 214, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 214, col: 73, width: 10, name: "÷" },
rt::Site { line: 214, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 214, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 215, col: 7, width: 19, name: "" },
rt::Site { line: 215, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 215, col: 29, width: 24, name: "" },
rt::Site { line: 215, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 215, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 216, col: 7, width: 29, name: "" },
rt::Site { line: 216, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 216, col: 24, width: 11, name: "-" },
rt::Site { line: 216, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 217, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 218, col: 7, width: 19, name: "" },
rt::Site { line: 218, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 218, col: 29, width: 28, name: "" },
rt::Site { line: 218, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 218, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 219, col: 13, width: 13, name: "" },
rt::Site { line: 220, col: 5, width: 1, name: "" },
rt::Site { line: 221, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 221, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 221, col: 29, width: 28, name: "" },
rt::Site { line: 221, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 221, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 221, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 222, col: 13, width: 5, name: "" },
rt::Site { line: 222, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 224, col: 3, width: 1, name: "" },
rt::Site { line: 225, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 225, col: 22, width: 11, name: "-" },
rt::Site { line: 225, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 226, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 227, col: 5, width: 1, name: "" },
rt::Site { line: 227, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 227, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 227, col: 29, width: 1, name: "n" },
rt::Site { line: 236, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 236, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 236, col: 13, width: 10, name: "ВВОД ФИГУР" },
rt::Site { line: 238, col: 5, width: 8, name: "input" },
rt::Site { line: 239, col: 5, width: 42, name: "j" },
rt::Site { line: 239, col: 9, width: 1, name: "j" },
rt::Site { line: 239, col: 35, width: 12, name: "" },
rt::Site { line: 239, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 239, col: 40, width: 1, name: "j" },
rt::Site { line: 240, col: 5, width: 1, name: "j" },
rt::Site { line: 240, col: 9, width: 1, name: "j" },
rt::Site { line: 240, col: 29, width: 1, name: "k" },
rt::Site { line: 242, col: 7, width: 16, name: "input" },
rt::Site { line: 243, col: 7, width: 51, name: "" },
rt::Site { line: 243, col: 15, width: 43, name: "+" },
rt::Site { line: 243, col: 15, width: 30, name: "×" },
rt::Site { line: 243, col: 20, width: 25, name: "-" },
rt::Site { line: 243, col: 20, width: 21, name: "-" },
rt::Site { line: 243, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 27, width: 14, name: "×" },
rt::Site { line: 243, col: 27, width: 9, name: "÷" },
rt::Site { line: 243, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 49, width: 9, name: "÷" },
rt::Site { line: 243, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 7, width: 15, name: "" },
rt::Site { line: 244, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 244, col: 12, width: 1, name: "j" },
rt::Site { line: 244, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 25, width: 1, name: "" },
rt::Site { line: 244, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 244, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 244, col: 40, width: 12, name: "+" },
rt::Site { line: 244, col: 40, width: 6, name: "×" },
rt::Site { line: 244, col: 45, width: 1, name: "j" },
rt::Site { line: 244, col: 49, width: 3, name: "КОД" },
rt::Site { line: 253, col: 13, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 262, col: 8, width: 11, name: "" },
rt::Site { line: 262, col: 8, width: 11, name: "=" },
rt::Site { line: 262, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 264, col: 7, width: 15, name: "" },
rt::Site { line: 264, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 264, col: 19, width: 2, name: "Б1" },
rt::Site { line: 265, col: 7, width: 11, name: "output" },
rt::Site { line: 265, col: 21, width: 21, name: "outstring" },
rt::Site { line: 266, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 266, col: 19, width: 7, name: "÷" },
rt::Site { line: 266, col: 19, width: 1, name: "Х" },
rt::Site { line: 266, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 266, col: 42, width: 17, name: "-" },
rt::Site { line: 266, col: 42, width: 1, name: "Х" },
rt::Site { line: 266, col: 46, width: 13, name: "×" },
rt::Site { line: 266, col: 46, width: 7, name: "÷" },
rt::Site { line: 266, col: 46, width: 1, name: "Х" },
rt::Site { line: 267, col: 10, width: 10, name: "" },
rt::Site { line: 267, col: 10, width: 10, name: "=" },
rt::Site { line: 267, col: 10, width: 4, name: "q" },
rt::Site { line: 267, col: 25, width: 38, name: "outchar" },
rt::Site { line: 267, col: 44, width: 18, name: "-" },
rt::Site { line: 267, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 267, col: 51, width: 6, name: "+" },
rt::Site { line: 267, col: 51, width: 2, name: "Б1" },
rt::Site { line: 269, col: 5, width: 1, name: "Г" },
rt::Site { line: 269, col: 9, width: 1, name: "Г" },
rt::Site { line: 271, col: 7, width: 11, name: "output" },
rt::Site { line: 271, col: 21, width: 29, name: "outchar" },
rt::Site { line: 271, col: 44, width: 5, name: "+" },
rt::Site { line: 271, col: 44, width: 1, name: "Г" },
rt::Site { line: 271, col: 53, width: 17, name: "outstring" },
rt::Site { line: 272, col: 7, width: 1, name: "В" },
rt::Site { line: 272, col: 11, width: 1, name: "В" },
rt::Site { line: 274, col: 9, width: 27, name: "" },
rt::Site { line: 274, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 274, col: 26, width: 9, name: "+" },
rt::Site { line: 274, col: 26, width: 5, name: "×" },
rt::Site { line: 274, col: 30, width: 1, name: "Г" },
rt::Site { line: 274, col: 34, width: 1, name: "В" },
rt::Site { line: 275, col: 12, width: 5, name: "" },
rt::Site { line: 275, col: 12, width: 5, name: "≠" },
rt::Site { line: 275, col: 12, width: 1, name: "К" },
rt::Site { line: 275, col: 23, width: 39, name: "outchar" },
rt::Site { line: 275, col: 46, width: 15, name: "-" },
rt::Site { line: 275, col: 46, width: 1, name: "К" },
rt::Site { line: 275, col: 50, width: 11, name: "×" },
rt::Site { line: 275, col: 50, width: 6, name: "÷" },
rt::Site { line: 275, col: 50, width: 1, name: "К" },
rt::Site { line: 278, col: 11, width: 28, name: "" },
rt::Site { line: 278, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 278, col: 29, width: 9, name: "+" },
rt::Site { line: 278, col: 29, width: 5, name: "×" },
rt::Site { line: 278, col: 33, width: 1, name: "Г" },
rt::Site { line: 278, col: 37, width: 1, name: "В" },
rt::Site { line: 279, col: 14, width: 5, name: "" },
rt::Site { line: 279, col: 14, width: 5, name: "≠" },
rt::Site { line: 279, col: 14, width: 1, name: "К" },
rt::Site { line: 279, col: 25, width: 39, name: "outchar" },
rt::Site { line: 279, col: 48, width: 15, name: "-" },
rt::Site { line: 279, col: 48, width: 1, name: "К" },
rt::Site { line: 279, col: 52, width: 11, name: "×" },
rt::Site { line: 279, col: 52, width: 6, name: "÷" },
rt::Site { line: 279, col: 52, width: 1, name: "К" },
rt::Site { line: 279, col: 70, width: 17, name: "outstring" },
rt::Site { line: 283, col: 5, width: 11, name: "output" },
rt::Site { line: 283, col: 19, width: 26, name: "outstring" },
rt::Site { line: 283, col: 48, width: 11, name: "output" },
rt::Site { line: 44, col: 22, width: 2, name: "НА" },
rt::Site { line: 44, col: 26, width: 1, name: "Е" },
rt::Site { line: 44, col: 15, width: 6, name: "ЗАПИСЬ" },
rt::Site { line: 46, col: 7, width: 20, name: "" },
rt::Site { line: 46, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 46, col: 24, width: 2, name: "НА" },
rt::Site { line: 47, col: 10, width: 41, name: "" },
rt::Site { line: 47, col: 10, width: 41, name: "∨" },
rt::Site { line: 47, col: 10, width: 19, name: "=" },
rt::Site { line: 47, col: 10, width: 15, name: "-" },
rt::Site { line: 47, col: 10, width: 1, name: "С" },
rt::Site { line: 47, col: 14, width: 11, name: "×" },
rt::Site { line: 47, col: 14, width: 6, name: "÷" },
rt::Site { line: 47, col: 14, width: 1, name: "С" },
rt::Site { line: 47, col: 32, width: 19, name: "=" },
rt::Site { line: 47, col: 32, width: 15, name: "-" },
rt::Site { line: 47, col: 32, width: 1, name: "С" },
rt::Site { line: 47, col: 36, width: 11, name: "×" },
rt::Site { line: 47, col: 36, width: 6, name: "÷" },
rt::Site { line: 47, col: 36, width: 1, name: "С" },
rt::Site { line: 47, col: 63, width: 5, name: "" },
rt::Site { line: 47, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 48, col: 7, width: 10, name: "" },
rt::Site { line: 48, col: 12, width: 5, name: "+" },
rt::Site { line: 48, col: 12, width: 1, name: "m" },
rt::Site { line: 48, col: 20, width: 24, name: "" },
rt::Site { line: 48, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 48, col: 27, width: 1, name: "m" },
rt::Site { line: 48, col: 33, width: 11, name: "+" },
rt::Site { line: 48, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 48, col: 42, width: 2, name: "НА" },
rt::Site { line: 49, col: 10, width: 5, name: "" },
rt::Site { line: 49, col: 10, width: 5, name: ">" },
rt::Site { line: 49, col: 10, width: 1, name: "Е" },
rt::Site { line: 49, col: 27, width: 10, name: "" },
rt::Site { line: 49, col: 32, width: 5, name: "+" },
rt::Site { line: 49, col: 32, width: 1, name: "m" },
rt::Site { line: 49, col: 40, width: 15, name: "" },
rt::Site { line: 49, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 49, col: 47, width: 1, name: "m" },
rt::Site { line: 49, col: 53, width: 1, name: "Е" },
rt::Site { line: 50, col: 7, width: 10, name: "" },
rt::Site { line: 50, col: 12, width: 5, name: "+" },
rt::Site { line: 50, col: 12, width: 1, name: "m" },
rt::Site { line: 50, col: 20, width: 1, name: "" },
rt::Site { line: 50, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 50, col: 27, width: 1, name: "m" },
rt::Site { line: 50, col: 33, width: 1, name: "" },
rt::Site { line: 50, col: 35, width: 33, name: "+" },
rt::Site { line: 50, col: 35, width: 11, name: "+" },
rt::Site { line: 50, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 50, col: 44, width: 2, name: "НА" },
rt::Site { line: 50, col: 49, width: 19, name: "×" },
rt::Site { line: 50, col: 58, width: 10, name: "+" },
rt::Site { line: 50, col: 58, width: 1, name: "С" },
rt::Site { line: 50, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 53, col: 25, width: 2, name: "НА" },
rt::Site { line: 53, col: 15, width: 9, name: "ХОД ПЕШКИ" },
rt::Site { line: 54, col: 10, width: 16, name: "" },
rt::Site { line: 54, col: 10, width: 16, name: "∨" },
rt::Site { line: 54, col: 10, width: 7, name: ">" },
rt::Site { line: 54, col: 10, width: 2, name: "НА" },
rt::Site { line: 54, col: 20, width: 6, name: "<" },
rt::Site { line: 54, col: 20, width: 2, name: "НА" },
rt::Site { line: 55, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 56, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 58, col: 25, width: 2, name: "НА" },
rt::Site { line: 58, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 58, col: 15, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 60, col: 10, width: 11, name: "" },
rt::Site { line: 60, col: 10, width: 11, name: ">" },
rt::Site { line: 60, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 60, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 60, col: 33, width: 14, name: "" },
rt::Site { line: 60, col: 39, width: 8, name: "+" },
rt::Site { line: 60, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 60, col: 50, width: 15, name: "" },
rt::Site { line: 60, col: 56, width: 8, name: "-" },
rt::Site { line: 60, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 61, col: 18, width: 14, name: "" },
rt::Site { line: 61, col: 24, width: 8, name: "+" },
rt::Site { line: 61, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 61, col: 35, width: 15, name: "" },
rt::Site { line: 61, col: 41, width: 8, name: "-" },
rt::Site { line: 61, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 62, col: 7, width: 1, name: "П" },
rt::Site { line: 62, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 62, col: 11, width: 1, name: "П" },
rt::Site { line: 62, col: 32, width: 2, name: "ДО" },
rt::Site { line: 63, col: 12, width: 38, name: "" },
rt::Site { line: 63, col: 12, width: 38, name: "∨" },
rt::Site { line: 63, col: 12, width: 17, name: "≠" },
rt::Site { line: 63, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 63, col: 23, width: 1, name: "П" },
rt::Site { line: 63, col: 32, width: 18, name: "≠" },
rt::Site { line: 63, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 63, col: 44, width: 1, name: "П" },
rt::Site { line: 63, col: 62, width: 6, name: "" },
rt::Site { line: 64, col: 7, width: 10, name: "" },
rt::Site { line: 64, col: 12, width: 5, name: "+" },
rt::Site { line: 64, col: 12, width: 1, name: "m" },
rt::Site { line: 64, col: 20, width: 24, name: "" },
rt::Site { line: 64, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 64, col: 27, width: 1, name: "m" },
rt::Site { line: 64, col: 33, width: 11, name: "+" },
rt::Site { line: 64, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 64, col: 42, width: 2, name: "НА" },
rt::Site { line: 65, col: 7, width: 10, name: "" },
rt::Site { line: 65, col: 12, width: 5, name: "+" },
rt::Site { line: 65, col: 12, width: 1, name: "m" },
rt::Site { line: 65, col: 20, width: 74, name: "" },
rt::Site { line: 65, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 65, col: 27, width: 1, name: "m" },
rt::Site { line: 65, col: 33, width: 61, name: "" },
rt::Site { line: 65, col: 35, width: 58, name: "+" },
rt::Site { line: 65, col: 35, width: 28, name: "+" },
rt::Site { line: 65, col: 35, width: 10, name: "×" },
rt::Site { line: 65, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 48, width: 15, name: "÷" },
rt::Site { line: 65, col: 49, width: 9, name: "+" },
rt::Site { line: 65, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 65, col: 56, width: 2, name: "НА" },
rt::Site { line: 65, col: 66, width: 27, name: "×" },
rt::Site { line: 65, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 65, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 256, col: 27, width: 1, name: "П" },
rt::Site { line: 256, col: 15, width: 11, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 258, col: 7, width: 43, name: "outchar" },
rt::Site { line: 258, col: 30, width: 19, name: "-" },
rt::Site { line: 258, col: 30, width: 1, name: "П" },
rt::Site { line: 258, col: 34, width: 15, name: "×" },
rt::Site { line: 258, col: 34, width: 11, name: "÷" },
rt::Site { line: 258, col: 35, width: 5, name: "-" },
rt::Site { line: 258, col: 35, width: 1, name: "П" },
rt::Site { line: 259, col: 7, width: 39, name: "outchar" },
rt::Site { line: 259, col: 30, width: 15, name: "+" },
rt::Site { line: 259, col: 30, width: 11, name: "÷" },
rt::Site { line: 259, col: 31, width: 5, name: "-" },
rt::Site { line: 259, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-3.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_block, input, out, limits, stack_budget)
}

/// The program's outermost block.
fn main_block(rt: &Rt, f: &Fr) -> R<()> {
    // 25: integer array РУБЕЖ ХОДОВ, q[0:7], СПИСОК[1:6300];
    { let b = vec![(rt.int(V::Int(0), 0)?, rt.int(V::Int(7), 0)?)]; rt.declare_arrays(f, &[11, 12], Ty::Integer, b, 0)?; }
    // 25: integer array РУБЕЖ ХОДОВ, q[0:7], СПИСОК[1:6300];
    { let b = vec![(rt.int(V::Int(1), 1)?, rt.int(V::Int(6300), 1)?)]; rt.declare_arrays(f, &[13], Ty::Integer, b, 1)?; }
    // 26: Boolean array ВОЗМОЖЕН ПАТ[1:2];
    { let b = vec![(rt.int(V::Int(1), 2)?, rt.int(V::Int(2), 2)?)]; rt.declare_arrays(f, &[14], Ty::Boolean, b, 2)?; }
    // 27: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(1), 3)?, rt.int(V::Int(64), 3)?)]; rt.declare_arrays(f, &[15, 16], Ty::Integer, b, 3)?; }
    // 27: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(0), 4)?, rt.int(V::Int(16), 4)?)]; rt.declare_arrays(f, &[17, 18], Ty::Integer, b, 4)?; }
    // 28: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    { let b = vec![(rt.int(V::Int(1), 5)?, rt.int(V::Int(16), 5)?)]; rt.declare_arrays(f, &[19, 20], Ty::Integer, b, 5)?; }
    const LABELS: &[usize] = &[32, 38, 56, 81, 87, 90, 95, 98, 100, 104, 108, 112, 116, 117, 118, 122, 124, 128, 132, 133, 136, 137, 138, 139, 143, 144];
    let mut pc = 0;
    loop {
        match main_block_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `main_block` from instruction `pc` on.
fn main_block_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 289: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                rt.step(Some(6))?;
                { let i = rt.int(V::Int(1), 7)?; let v = V::Int(1); rt.store1(f, 19, i, v, 7, 6)?; }
                rt.step(Some(8))?;
                { let i = rt.int(V::Int(1), 9)?; let v = V::Int(0); rt.store1(f, 20, i, v, 9, 8)?; }
                // 290: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                rt.step(Some(10))?;
                { let i = rt.int(V::Int(2), 11)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 11, 10)?; }
                rt.step(Some(12))?;
                { let i = rt.int(V::Int(2), 13)?; let v = V::Int(0); rt.store1(f, 20, i, v, 13, 12)?; }
                // 291: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                rt.step(Some(14))?;
                { let i = rt.int(V::Int(3), 15)?; let v = V::Int(0); rt.store1(f, 19, i, v, 15, 14)?; }
                rt.step(Some(16))?;
                { let i = rt.int(V::Int(3), 17)?; let v = V::Int(1); rt.store1(f, 20, i, v, 17, 16)?; }
                // 292: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                rt.step(Some(18))?;
                { let i = rt.int(V::Int(4), 19)?; let v = V::Int(0); rt.store1(f, 19, i, v, 19, 18)?; }
                rt.step(Some(20))?;
                { let i = rt.int(V::Int(4), 21)?; let v = V::Int(-1); rt.store1(f, 20, i, v, 21, 20)?; }
                // 293: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                rt.step(Some(22))?;
                { let i = rt.int(V::Int(5), 23)?; let v = V::Int(1); rt.store1(f, 19, i, v, 23, 22)?; }
                rt.step(Some(24))?;
                { let i = rt.int(V::Int(5), 25)?; let v = V::Int(1); rt.store1(f, 20, i, v, 25, 24)?; }
                // 294: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                rt.step(Some(26))?;
                { let i = rt.int(V::Int(6), 27)?; let v = V::Int(1); rt.store1(f, 19, i, v, 27, 26)?; }
                rt.step(Some(28))?;
                { let i = rt.int(V::Int(6), 29)?; let v = V::Int(-1); rt.store1(f, 20, i, v, 29, 28)?; }
                // 295: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                rt.step(Some(30))?;
                { let i = rt.int(V::Int(7), 31)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 31, 30)?; }
                rt.step(Some(32))?;
                { let i = rt.int(V::Int(7), 33)?; let v = V::Int(1); rt.store1(f, 20, i, v, 33, 32)?; }
                // 296: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                rt.step(Some(34))?;
                { let i = rt.int(V::Int(8), 35)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 35, 34)?; }
                rt.step(Some(36))?;
                { let i = rt.int(V::Int(8), 37)?; let v = V::Int(-1); rt.store1(f, 20, i, v, 37, 36)?; }
                // 297: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                rt.step(Some(38))?;
                { let i = rt.int(V::Int(9), 39)?; let v = V::Int(1); rt.store1(f, 19, i, v, 39, 38)?; }
                rt.step(Some(40))?;
                { let i = rt.int(V::Int(9), 41)?; let v = V::Int(2); rt.store1(f, 20, i, v, 41, 40)?; }
                // 298: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                rt.step(Some(42))?;
                { let i = rt.int(V::Int(10), 43)?; let v = V::Int(2); rt.store1(f, 19, i, v, 43, 42)?; }
                rt.step(Some(44))?;
                { let i = rt.int(V::Int(10), 45)?; let v = V::Int(1); rt.store1(f, 20, i, v, 45, 44)?; }
                // 299: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                rt.step(Some(46))?;
                { let i = rt.int(V::Int(11), 47)?; let v = V::Int(2); rt.store1(f, 19, i, v, 47, 46)?; }
                rt.step(Some(48))?;
                { let i = rt.int(V::Int(11), 49)?; let v = V::Int(-1); rt.store1(f, 20, i, v, 49, 48)?; }
                // 300: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                rt.step(Some(50))?;
                { let i = rt.int(V::Int(12), 51)?; let v = V::Int(1); rt.store1(f, 19, i, v, 51, 50)?; }
                rt.step(Some(52))?;
                { let i = rt.int(V::Int(12), 53)?; let v = V::Int(-2); rt.store1(f, 20, i, v, 53, 52)?; }
                // 301: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                rt.step(Some(54))?;
                { let i = rt.int(V::Int(13), 55)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 55, 54)?; }
                rt.step(Some(56))?;
                { let i = rt.int(V::Int(13), 57)?; let v = V::Int(-2); rt.store1(f, 20, i, v, 57, 56)?; }
                // 302: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                rt.step(Some(58))?;
                { let i = rt.int(V::Int(14), 59)?; let v = V::Int(-2); rt.store1(f, 19, i, v, 59, 58)?; }
                rt.step(Some(60))?;
                { let i = rt.int(V::Int(14), 61)?; let v = V::Int(-1); rt.store1(f, 20, i, v, 61, 60)?; }
                // 303: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                rt.step(Some(62))?;
                { let i = rt.int(V::Int(15), 63)?; let v = V::Int(-2); rt.store1(f, 19, i, v, 63, 62)?; }
                rt.step(Some(64))?;
                { let i = rt.int(V::Int(15), 65)?; let v = V::Int(1); rt.store1(f, 20, i, v, 65, 64)?; }
                // 304: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                rt.step(Some(66))?;
                { let i = rt.int(V::Int(16), 67)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 67, 66)?; }
                rt.step(Some(68))?;
                { let i = rt.int(V::Int(16), 69)?; let v = V::Int(2); rt.store1(f, 20, i, v, 69, 68)?; }
                pc = 32;
            }
            32 => {
                // 305: ОЧИСТКА ДОСОК:
                rt.step(Some(70))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 70)?; }
                rt.step(Some(70))?;
                { let v = rt.var(f, 3, 71)?; let b = V::Int(1); let c = V::Int(64); if rt.exhausted(&v, &b, &c, 70)? { pc = 38; continue; } }
                pc = 34;
            }
            34 => {
                rt.step(None)?;
                { pc = 36; continue; }
            }
            35 => {
                rt.step(None)?;
                { pc = 38; continue; }
            }
            36 => {
                // 306: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                rt.step(Some(72))?;
                { let p0 = { let a = rt.array(f, 15, 73)?; let s = [rt.int(rt.var(f, 3, 74)?, 73)?]; rt.elem_place(a, &s, 73)? }; let p1 = { let a = rt.array(f, 16, 75)?; let s = [rt.int(rt.var(f, 3, 76)?, 75)?]; rt.elem_place(a, &s, 75)? }; let v = V::Int(0); rt.store(p0, v.clone(), 72)?; rt.store(p1, v.clone(), 72)?; }
                // 305: ОЧИСТКА ДОСОК:
                rt.step(Some(70))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(64) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 70)? }; pc = if done { 38 } else { 36 }; continue; }
                { let v = rt.var(f, 3, 71)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 70)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 70)?; }
                { let v = rt.var(f, 3, 71)?; let b = V::Int(1); let c = V::Int(64); pc = if rt.exhausted(&v, &b, &c, 70)? { 38 } else { 36 }; continue; }
            }
            38 => {
                // 307: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                rt.step(Some(77))?;
                { rt.input_into(Place::Slot(f.clone(), 0, Some(Ty::Integer)), 77)?; V::Empty };
                rt.step(Some(78))?;
                { let v = rt.bin(Op::Mul, V::Int(2), rt.var(f, 0, 80)?, 79)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 78)?; }
                // 308: for i := 0 step 1 until 7 do
                rt.step(Some(81))?;
                { let v = V::Int(0); rt.store_slot(f, 3, Some(Ty::Integer), v, 81)?; }
                rt.step(Some(81))?;
                { let v = rt.var(f, 3, 82)?; let b = V::Int(1); let c = V::Int(7); if rt.exhausted(&v, &b, &c, 81)? { pc = 47; continue; } }
                pc = 42;
            }
            42 => {
                rt.step(None)?;
                { pc = 44; continue; }
            }
            43 => {
                rt.step(None)?;
                { pc = 47; continue; }
            }
            44 => {
                // 309: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                rt.step(Some(83))?;
                { let i = rt.int(rt.var(f, 3, 85)?, 84)?; let v = V::Int(1); rt.store1(f, 11, i, v, 84, 83)?; }
                rt.step(Some(86))?;
                { let i = rt.int(rt.var(f, 3, 88)?, 87)?; let v = V::Int(0); rt.store1(f, 12, i, v, 87, 86)?; }
                // 308: for i := 0 step 1 until 7 do
                rt.step(Some(81))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(7) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 81)? }; pc = if done { 47 } else { 44 }; continue; }
                { let v = rt.var(f, 3, 82)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 81)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 81)?; }
                { let v = rt.var(f, 3, 82)?; let b = V::Int(1); let c = V::Int(7); pc = if rt.exhausted(&v, &b, &c, 81)? { 47 } else { 44 }; continue; }
            }
            47 => {
                // 313: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                rt.step(Some(89))?;
                { let i = rt.int(V::Int(0), 90)?; let v = V::Int(8); rt.store1(f, 17, i, v, 90, 89)?; }
                rt.step(Some(91))?;
                { let i = rt.int(V::Int(0), 92)?; let v = V::Int(-8); rt.store1(f, 18, i, v, 92, 91)?; }
                // 314: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(93))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 17, 93)?), V::Array(rt.array(f, 15, 93)?)], 93)?;
                rt.step(Some(94))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 18, 94)?), V::Array(rt.array(f, 16, 94)?)], 94)?;
                // 315: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                rt.step(Some(95))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 95)?; }
                rt.step(Some(96))?;
                rt.invoke(&P5, f.clone(), [], 96)?;
                // 316: n := РУБЕЖ ХОДОВ[0];
                rt.step(Some(97))?;
                { let v = { let i = rt.int(V::Int(0), 98)?; rt.get1(f, 11, i, 98)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 97)?; }
                // 317: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                rt.step(Some(99))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 17, 99)?), V::Array(rt.array(f, 15, 99)?), V::Array(rt.array(f, 16, 99)?), V::Loc(f.clone(), 2), V::Label(f.id, 24)], 99)?;
                // 318: РУБЕЖ ХОДОВ[1] := n;
                rt.step(Some(100))?;
                { let i = rt.int(V::Int(1), 101)?; let v = rt.var(f, 2, 102)?; rt.store1(f, 11, i, v, 101, 100)?; }
                pc = 56;
            }
            56 => {
                // 319: НАЧАЛО:
                rt.step(Some(103))?;
                { let v = V::Int(3); rt.store_slot(f, 5, Some(Ty::Integer), v, 103)?; }
                rt.step(Some(103))?;
                { let v = rt.var(f, 5, 104)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(1), 105)?; rt.get1(f, 11, i, 105)? }; if rt.exhausted(&v, &b, &c, 103)? { pc = 141; continue; } }
                pc = 58;
            }
            58 => {
                rt.step(None)?;
                { pc = 60; continue; }
            }
            59 => {
                rt.step(None)?;
                { pc = 141; continue; }
            }
            60 => {
                // 322: ВОЗМОЖЕН ПАТ[1] := true;
                rt.step(Some(106))?;
                { let i = rt.int(V::Int(1), 107)?; let v = V::Bool(true); rt.store1(f, 14, i, v, 107, 106)?; }
                // 323: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                rt.step(Some(108))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 5), V::Array(rt.array(f, 15, 108)?), V::Array(rt.array(f, 16, 108)?), V::Array(rt.array(f, 17, 108)?), V::Array(rt.array(f, 18, 108)?), V::Label(f.id, 23)], 108)?;
                // 324: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                rt.step(Some(109))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(1), 111)?; rt.get1(f, 11, i, 111)? }, V::Int(2), 110)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 109)?; }
                rt.step(Some(109))?;
                { let v = rt.var(f, 6, 112)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(2), 113)?; rt.get1(f, 11, i, 113)? }; if rt.exhausted(&v, &b, &c, 109)? { pc = 130; continue; } }
                pc = 64;
            }
            64 => {
                rt.step(None)?;
                { pc = 66; continue; }
            }
            65 => {
                rt.step(None)?;
                { pc = 130; continue; }
            }
            66 => {
                // 326: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                rt.step(Some(114))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 6), V::Array(rt.array(f, 16, 114)?), V::Array(rt.array(f, 15, 114)?), V::Array(rt.array(f, 18, 114)?), V::Array(rt.array(f, 17, 114)?), V::Label(f.id, 17)], 114)?;
                // 327: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(115))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 117)?, V::Int(2), 116)?, 115)? { pc = 69; continue; }
                pc = 68;
            }
            68 => {
                // 327: if s = 2 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(118))?;
                { pc = 81; continue; }
            }
            69 => {
                // 328: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                rt.step(Some(119))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(2), 121)?; rt.get1(f, 11, i, 121)? }, V::Int(2), 120)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 119)?; }
                rt.step(Some(119))?;
                { let v = rt.var(f, 7, 122)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(3), 123)?; rt.get1(f, 11, i, 123)? }; if rt.exhausted(&v, &b, &c, 119)? { pc = 124; continue; } }
                pc = 71;
            }
            71 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            72 => {
                rt.step(None)?;
                { pc = 124; continue; }
            }
            73 => {
                // 330: ВОЗМОЖЕН ПАТ[1] := false;  ВОЗМОЖЕН ПАТ[2] := true;
                rt.step(Some(124))?;
                { let i = rt.int(V::Int(1), 125)?; let v = V::Bool(false); rt.store1(f, 14, i, v, 125, 124)?; }
                rt.step(Some(126))?;
                { let i = rt.int(V::Int(2), 127)?; let v = V::Bool(true); rt.store1(f, 14, i, v, 127, 126)?; }
                // 331: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                rt.step(Some(128))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 7), V::Array(rt.array(f, 15, 128)?), V::Array(rt.array(f, 16, 128)?), V::Array(rt.array(f, 17, 128)?), V::Array(rt.array(f, 18, 128)?), V::Label(f.id, 15)], 128)?;
                // 334: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                rt.step(Some(129))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(3), 131)?; rt.get1(f, 11, i, 131)? }, V::Int(2), 130)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 129)?; }
                rt.step(Some(129))?;
                { let v = rt.var(f, 8, 132)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(4), 133)?; rt.get1(f, 11, i, 133)? }; if rt.exhausted(&v, &b, &c, 129)? { pc = 114; continue; } }
                pc = 78;
            }
            78 => {
                rt.step(None)?;
                { pc = 80; continue; }
            }
            79 => {
                rt.step(None)?;
                { pc = 114; continue; }
            }
            80 => {
                // 336: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                rt.step(Some(134))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 8), V::Array(rt.array(f, 16, 134)?), V::Array(rt.array(f, 15, 134)?), V::Array(rt.array(f, 18, 134)?), V::Array(rt.array(f, 17, 134)?), V::Label(f.id, 11)], 134)?;
                pc = 81;
            }
            81 => {
                // 338: ПОСЛЕДНИЙ ХОД:
                rt.step(Some(135))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 139)?, V::Int(2), 138)?, 137)?; rt.get1(f, 11, i, 137)? }, V::Int(2), 136)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 135)?; }
                rt.step(Some(135))?;
                { let v = rt.var(f, 9, 140)?; let b = V::Int(1); let c = { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 143)?, V::Int(1), 142)?, 141)?; rt.get1(f, 11, i, 141)? }; if rt.exhausted(&v, &b, &c, 135)? { pc = 106; continue; } }
                pc = 83;
            }
            83 => {
                rt.step(None)?;
                { pc = 85; continue; }
            }
            84 => {
                rt.step(None)?;
                { pc = 106; continue; }
            }
            85 => {
                // 341: ВОЗМОЖЕН ПАТ[s - 1] := false;
                rt.step(Some(144))?;
                { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 0, 147)?, V::Int(1), 146)?, 145)?; let v = V::Bool(false); rt.store1(f, 14, i, v, 145, 144)?; }
                // 342: ВЫПОЛНЕНИЕ ХОДА(ББ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ББ ПРОДОЛЖЕНИЕ);
                rt.step(Some(148))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 9), V::Array(rt.array(f, 15, 148)?), V::Array(rt.array(f, 16, 148)?), V::Array(rt.array(f, 17, 148)?), V::Array(rt.array(f, 18, 148)?), V::Label(f.id, 9)], 148)?;
                pc = 87;
            }
            87 => {
                // 343: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                rt.step(Some(149))?;
                { let v = { let i = rt.int(rt.var(f, 1, 151)?, 150)?; rt.get1(f, 11, i, 150)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 149)?; }
                // 345: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                rt.step(Some(152))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 17, 152)?), V::Array(rt.array(f, 15, 152)?), V::Array(rt.array(f, 16, 152)?), V::Loc(f.clone(), 2), V::Label(f.id, 5)], 152)?;
                // 346: go to ББ ПРОДОЛЖЕНИЕ;
                rt.step(Some(153))?;
                { pc = 104; continue; }
            }
            90 => {
                // 347: ШАХ ЧЕРНЫМ:
                rt.step(Some(154))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 158)?, V::Int(1), 157)?, 156)?; rt.get1(f, 11, i, 156)? }, V::Int(2), 155)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 154)?; }
                rt.step(Some(154))?;
                { let v = rt.var(f, 10, 159)?; let b = V::Int(1); let c = { let i = rt.int(rt.var(f, 1, 161)?, 160)?; rt.get1(f, 11, i, 160)? }; if rt.exhausted(&v, &b, &c, 154)? { pc = 100; continue; } }
                pc = 92;
            }
            92 => {
                rt.step(None)?;
                { pc = 94; continue; }
            }
            93 => {
                rt.step(None)?;
                { pc = 100; continue; }
            }
            94 => {
                // 350: ВЫПОЛНЕНИЕ ХОДА(ЧЧ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ЧЧ ПРОДОЛЖЕНИЕ);
                rt.step(Some(162))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 10), V::Array(rt.array(f, 16, 162)?), V::Array(rt.array(f, 15, 162)?), V::Array(rt.array(f, 18, 162)?), V::Array(rt.array(f, 17, 162)?), V::Label(f.id, 7)], 162)?;
                pc = 95;
            }
            95 => {
                // 351: УШЛИ ОТ ШАХА:
                rt.step(Some(163))?;
                { let v = rt.var(f, 1, 164)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 163)?; }
                // 353: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ЧЧ + 2 else ЧЧ + 1],
                rt.step(Some(165))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T0, f.clone()), V::Array(rt.array(f, 16, 165)?), V::Array(rt.array(f, 15, 165)?), V::Array(rt.array(f, 18, 165)?)], 165)?;
                // 355: go to ББ ПРОДОЛЖЕНИЕ;
                rt.step(Some(175))?;
                { pc = 104; continue; }
            }
            98 => {
                // 356: ЧЧ ПРОДОЛЖЕНИЕ:
                rt.step(Some(176))?;
                { let v = rt.var(f, 1, 177)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 176)?; }
                // 347: ШАХ ЧЕРНЫМ:
                rt.step(Some(154))?;
                if let Some(n) = rt.step_local(f, 10, 1) { let done = match { let i = rt.int(rt.var(f, 1, 161)?, 160)?; rt.get1(f, 11, i, 160)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 154)? }; pc = if done { 100 } else { 94 }; continue; }
                { let v = rt.var(f, 10, 159)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 154)?; let p = Place::Slot(f.clone(), 10, Some(Ty::Integer)); rt.store(p, sum, 154)?; }
                { let v = rt.var(f, 10, 159)?; let b = V::Int(1); let c = { let i = rt.int(rt.var(f, 1, 161)?, 160)?; rt.get1(f, 11, i, 160)? }; pc = if rt.exhausted(&v, &b, &c, 154)? { 100 } else { 94 }; continue; }
            }
            100 => {
                // 359: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПРЕДЫДУЩИЙ ХОД:
                rt.step(Some(178))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 1, 180)?, V::Int(1), 179)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 178)?; }
                // 361: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ББ + 2 else ББ + 1],
                rt.step(Some(181))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T1, f.clone()), V::Array(rt.array(f, 15, 181)?), V::Array(rt.array(f, 16, 181)?), V::Array(rt.array(f, 17, 181)?)], 181)?;
                // 363: ВОЗВРАТ КОРОЛЯ(ББ, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(191))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 9), V::Int(5), V::Array(rt.array(f, 17, 191)?), V::Array(rt.array(f, 15, 191)?)], 191)?;
                // 364: go to if s = 2 then Ч1 ПРОДОЛЖЕНИЕ else Ч2 ПРОДОЛЖЕНИЕ;
                rt.step(Some(192))?;
                return Err(rt.goto(if rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 195)?, V::Int(2), 194)?, 193)? { V::Label(f.id, 17) } else { V::Label(f.id, 11) }, 192));
            }
            104 => {
                // 366: ББ ПРОДОЛЖЕНИЕ:
                rt.step(Some(196))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 1, 198)?, V::Int(1), 197)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 196)?; }
                // 338: ПОСЛЕДНИЙ ХОД:
                rt.step(Some(135))?;
                if let Some(n) = rt.step_local(f, 9, 1) { let done = match { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 143)?, V::Int(1), 142)?, 141)?; rt.get1(f, 11, i, 141)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 135)? }; pc = if done { 106 } else { 85 }; continue; }
                { let v = rt.var(f, 9, 140)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 135)?; let p = Place::Slot(f.clone(), 9, Some(Ty::Integer)); rt.store(p, sum, 135)?; }
                { let v = rt.var(f, 9, 140)?; let b = V::Int(1); let c = { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 1, 143)?, V::Int(1), 142)?, 141)?; rt.get1(f, 11, i, 141)? }; pc = if rt.exhausted(&v, &b, &c, 135)? { 106 } else { 85 }; continue; }
            }
            106 => {
                // 369: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                rt.step(Some(199))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 0, 201)?, V::Int(2), 200)?, 199)? { pc = 108; continue; }
                pc = 107;
            }
            107 => {
                // 369: if s = 2 then go to БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД;
                rt.step(Some(202))?;
                { pc = 124; continue; }
            }
            108 => {
                // 371: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ВТОРОЙ ХОД:
                rt.step(Some(203))?;
                { let v = V::Int(4); rt.store_slot(f, 4, Some(Ty::Integer), v, 203)?; }
                // 373: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                rt.step(Some(204))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T2, f.clone()), V::Array(rt.array(f, 16, 204)?), V::Array(rt.array(f, 15, 204)?), V::Array(rt.array(f, 18, 204)?)], 204)?;
                // 375: ВОЗВРАТ КОРОЛЯ(Ч2, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(214))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 8), V::Int(61), V::Array(rt.array(f, 18, 214)?), V::Array(rt.array(f, 16, 214)?)], 214)?;
                // 376: go to Б2 ПРОДОЛЖЕНИЕ;
                rt.step(Some(215))?;
                { pc = 122; continue; }
            }
            112 => {
                // 377: Ч2 ПРОДОЛЖЕНИЕ:
                rt.step(Some(216))?;
                { let v = V::Int(4); rt.store_slot(f, 4, Some(Ty::Integer), v, 216)?; }
                // 334: for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do
                rt.step(Some(129))?;
                if let Some(n) = rt.step_local(f, 8, 1) { let done = match { let i = rt.int(V::Int(4), 133)?; rt.get1(f, 11, i, 133)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 129)? }; pc = if done { 114 } else { 80 }; continue; }
                { let v = rt.var(f, 8, 132)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 129)?; let p = Place::Slot(f.clone(), 8, Some(Ty::Integer)); rt.store(p, sum, 129)?; }
                { let v = rt.var(f, 8, 132)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(4), 133)?; rt.get1(f, 11, i, 133)? }; pc = if rt.exhausted(&v, &b, &c, 129)? { 114 } else { 80 }; continue; }
            }
            114 => {
                // 380: n := РУБЕЖ ХОДОВ[4];
                rt.step(Some(217))?;
                { let v = { let i = rt.int(V::Int(4), 218)?; rt.get1(f, 11, i, 218)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 217)?; }
                // 381: if ВОЗМОЖЕН ПАТ[2] then
                rt.step(Some(219))?;
                if !rt.bool({ let i = rt.int(V::Int(2), 220)?; rt.get1(f, 14, i, 220)? }, 219)? { pc = 118; continue; }
                pc = 116;
            }
            116 => {
                // 384: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД);
                rt.step(Some(221))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 17, 221)?), V::Array(rt.array(f, 15, 221)?), V::Array(rt.array(f, 16, 221)?), V::Loc(f.clone(), 2), V::Label(f.id, 14)], 221)?;
                pc = 117;
            }
            117 => {
                // 386: go to Б2 ПРОДОЛЖЕНИЕ
                rt.step(Some(222))?;
                { pc = 122; continue; }
            }
            118 => {
                // 388: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                rt.step(Some(223))?;
                { let v = V::Int(3); rt.store_slot(f, 4, Some(Ty::Integer), v, 223)?; }
                // 390: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                rt.step(Some(224))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T3, f.clone()), V::Array(rt.array(f, 15, 224)?), V::Array(rt.array(f, 16, 224)?), V::Array(rt.array(f, 17, 224)?)], 224)?;
                // 392: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(234))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 7), V::Int(5), V::Array(rt.array(f, 17, 234)?), V::Array(rt.array(f, 15, 234)?)], 234)?;
                // 393: go to Ч1 ПРОДОЛЖЕНИЕ;
                rt.step(Some(235))?;
                { pc = 128; continue; }
            }
            122 => {
                // 394: Б2 ПРОДОЛЖЕНИЕ:
                rt.step(Some(236))?;
                { let v = V::Int(3); rt.store_slot(f, 4, Some(Ty::Integer), v, 236)?; }
                // 328: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                rt.step(Some(119))?;
                if let Some(n) = rt.step_local(f, 7, 1) { let done = match { let i = rt.int(V::Int(3), 123)?; rt.get1(f, 11, i, 123)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 119)? }; pc = if done { 124 } else { 73 }; continue; }
                { let v = rt.var(f, 7, 122)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 119)?; let p = Place::Slot(f.clone(), 7, Some(Ty::Integer)); rt.store(p, sum, 119)?; }
                { let v = rt.var(f, 7, 122)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(3), 123)?; rt.get1(f, 11, i, 123)? }; pc = if rt.exhausted(&v, &b, &c, 119)? { 124 } else { 73 }; continue; }
            }
            124 => {
                // 397: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                rt.step(Some(237))?;
                { let v = V::Int(2); rt.store_slot(f, 4, Some(Ty::Integer), v, 237)?; }
                // 399: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                rt.step(Some(238))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T4, f.clone()), V::Array(rt.array(f, 16, 238)?), V::Array(rt.array(f, 15, 238)?), V::Array(rt.array(f, 18, 238)?)], 238)?;
                // 401: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(248))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 6), V::Int(61), V::Array(rt.array(f, 18, 248)?), V::Array(rt.array(f, 16, 248)?)], 248)?;
                // 402: go to Б1 ПРОДОЛЖЕНИЕ;
                rt.step(Some(249))?;
                { pc = 139; continue; }
            }
            128 => {
                // 403: Ч1 ПРОДОЛЖЕНИЕ:
                rt.step(Some(250))?;
                { let v = V::Int(2); rt.store_slot(f, 4, Some(Ty::Integer), v, 250)?; }
                // 324: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                rt.step(Some(109))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match { let i = rt.int(V::Int(2), 113)?; rt.get1(f, 11, i, 113)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 109)? }; pc = if done { 130 } else { 66 }; continue; }
                { let v = rt.var(f, 6, 112)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 109)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 109)?; }
                { let v = rt.var(f, 6, 112)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(2), 113)?; rt.get1(f, 11, i, 113)? }; pc = if rt.exhausted(&v, &b, &c, 109)? { 130 } else { 66 }; continue; }
            }
            130 => {
                // 406: n := РУБЕЖ ХОДОВ[2];
                rt.step(Some(251))?;
                { let v = { let i = rt.int(V::Int(2), 252)?; rt.get1(f, 11, i, 252)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 251)?; }
                // 407: if ВОЗМОЖЕН ПАТ[1] then
                rt.step(Some(253))?;
                if !rt.bool({ let i = rt.int(V::Int(1), 254)?; rt.get1(f, 14, i, 254)? }, 253)? { pc = 134; continue; }
                pc = 132;
            }
            132 => {
                // 410: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                rt.step(Some(255))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 17, 255)?), V::Array(rt.array(f, 15, 255)?), V::Array(rt.array(f, 16, 255)?), V::Loc(f.clone(), 2), V::Label(f.id, 20)], 255)?;
                pc = 133;
            }
            133 => {
                // 412: go to Б1 ПРОДОЛЖЕНИЕ
                rt.step(Some(256))?;
                { pc = 139; continue; }
            }
            134 => {
                // 414: output('/,T,РЕШЕНИЕ,/');
                rt.step(Some(257))?;
                { let format = rt.format_string(V::Str("/,T,РЕШЕНИЕ,/"), 257)?; let values = []; rt.output(format, &values, 257)?; V::Empty };
                // 415: go to ОТВЕТ;
                rt.step(Some(258))?;
                { pc = 137; continue; }
            }
            136 => {
                // 416: МАТ1:
                rt.step(Some(259))?;
                { let format = rt.format_string(V::Str("/,T,МАТ НА ПЕРВОМ ХОДЕ,/"), 259)?; let values = []; rt.output(format, &values, 259)?; V::Empty };
                pc = 137;
            }
            137 => {
                // 418: ОТВЕТ:
                rt.step(Some(260))?;
                rt.invoke(&P5, f.clone(), [], 260)?;
                pc = 138;
            }
            138 => {
                // 421: go to КОНЕЦ;
                rt.step(Some(261))?;
                { pc = 144; continue; }
            }
            139 => {
                // 422: Б1 ПРОДОЛЖЕНИЕ:
                rt.step(Some(262))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 262)?; }
                // 319: НАЧАЛО:
                rt.step(Some(103))?;
                if let Some(n) = rt.step_local(f, 5, 1) { let done = match { let i = rt.int(V::Int(1), 105)?; rt.get1(f, 11, i, 105)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 103)? }; pc = if done { 141 } else { 60 }; continue; }
                { let v = rt.var(f, 5, 104)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 103)?; let p = Place::Slot(f.clone(), 5, Some(Ty::Integer)); rt.store(p, sum, 103)?; }
                { let v = rt.var(f, 5, 104)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(1), 105)?; rt.get1(f, 11, i, 105)? }; pc = if rt.exhausted(&v, &b, &c, 103)? { 141 } else { 60 }; continue; }
            }
            141 => {
                // 425: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
                rt.step(Some(263))?;
                { let format = rt.format_string(V::Str("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/"), 263)?; let values = []; rt.output(format, &values, 263)?; V::Empty };
                // 426: go to КОНЕЦ;
                rt.step(Some(264))?;
                { pc = 144; continue; }
            }
            143 => {
                // 427: ОШИБКА:
                rt.step(Some(265))?;
                { let format = rt.format_string(V::Str("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/"), 265)?; let values = []; rt.output(format, &values, 265)?; V::Empty };
                pc = 144;
            }
            _ => return Ok(()),
        }
    }
}

static P0: rt::ProcDef = rt::ProcDef { name: "ОБЗОР ХОДОВ", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 266), (2, false, Spec::Array(Some(Ty::Integer)), 267), (3, false, Spec::Array(Some(Ty::Integer)), 268), (4, false, Spec::Simple(Ty::Integer), 269), (5, false, Spec::Other, 270)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Boolean)], body: p0_ОБЗОРХОДОВ, site: 271 };
/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[53];
    let mut pc = 0;
    loop {
        match p0_ОБЗОРХОДОВ_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p0_ОБЗОРХОДОВ` from instruction `pc` on.
fn p0_ОБЗОРХОДОВ_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 72: m := n + 1;  СПИСОК[m] := 0;
                rt.step(Some(272))?;
                { let v = rt.bin(Op::Add, rt.formal(f, 4, 274)?, V::Int(1), 273)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 272)?; }
                rt.step(Some(275))?;
                { let i = rt.int(rt.var(f, 7, 277)?, 276)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 276)?, 13, i, v, 276, 275)?; }
                // 73: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
                rt.step(Some(278))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(V::Int(0), 279)?], 279)? } else { let a = rt.array(fr, 1, 279)?; rt.get(&a, &[rt.int(V::Int(0), 279)?], 279)? } }; rt.store_slot(f, 21, Some(Ty::Integer), v, 278)?; }
                rt.step(Some(280))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 283)?, V::Int(0), 282)?, 281)? { V::Int(5) } else { V::Int(61) }; rt.store_slot(f, 22, Some(Ty::Integer), v, 280)?; }
                // 74: for j := 1 step 1 until 16 do
                rt.step(Some(284))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 284)?; }
                rt.step(Some(284))?;
                { let v = rt.var(f, 6, 285)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 284)? { pc = 74; continue; } }
                pc = 6;
            }
            6 => {
                rt.step(None)?;
                { pc = 8; continue; }
            }
            7 => {
                rt.step(None)?;
                { pc = 74; continue; }
            }
            8 => {
                // 76: ПОЛЕ := ПОЛЯ[j];
                rt.step(Some(286))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 6, 288)?, 287)?], 287)? } else { let a = rt.array(fr, 1, 287)?; rt.get(&a, &[rt.int(rt.var(f, 6, 288)?, 287)?], 287)? } }; rt.store_slot(f, 8, Some(Ty::Integer), v, 286)?; }
                // 77: if ПОЛЕ ≠ 0 then
                rt.step(Some(289))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 8, 291)?, V::Int(0), 290)?, 289)? { pc = 73; continue; }
                pc = 10;
            }
            10 => {
                // 79: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                rt.step(Some(292))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 295)?, 294)?], 294)? } else { let a = rt.array(fr, 2, 294)?; rt.get(&a, &[rt.int(rt.var(f, 8, 295)?, 294)?], 294)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 6, 297)?, 296)?, 293)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 292)?; }
                // 80: if КОД > 0 ∧ КОД < 10 then
                rt.step(Some(298))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Greater, rt.var(f, 9, 301)?, V::Int(0), 300)?, rt.bin(Op::Less, rt.var(f, 9, 303)?, V::Int(10), 302)?, 299)?, 298)? { pc = 73; continue; }
                pc = 12;
            }
            12 => {
                // 82: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                rt.step(Some(304))?;
                { let v = rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 8, 307)?, V::Int(1), 306)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 311)?, V::Int(1), 310)?, V::Int(8), 309)?, V::Int(8), 308)?, 305)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 304)?; }
                rt.step(Some(312))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 315)?, V::Int(1), 314)?, V::Int(8), 313)?; rt.store_slot(f, 13, Some(Ty::Integer), v, 312)?; }
                // 83: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                rt.step(Some(316))?;
                { let v = rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 318)?, 317)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 316)?; }
                rt.step(Some(319))?;
                { let v = rt.bin(Op::Mul, V::Int(1000), { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 322)?, 321)?], 321)? } else { let a = rt.array(fr, 2, 321)?; rt.get(&a, &[rt.int(rt.var(f, 8, 322)?, 321)?], 321)? } }, 320)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 319)?; }
                // 84: if КОД = 1 then
                rt.step(Some(323))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 325)?, V::Int(1), 324)?, 323)? { pc = 32; continue; }
                pc = 17;
            }
            17 => {
                // 86: t := ПОЛЕ + НАПР;
                rt.step(Some(326))?;
                { let v = rt.bin(Op::Add, rt.var(f, 8, 328)?, rt.var(f, 21, 329)?, 327)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 326)?; }
                // 87: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(330))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 333)?, 332)?], 332)? } else { let a = rt.array(fr, 2, 332)?; rt.get(&a, &[rt.int(rt.var(f, 16, 333)?, 332)?], 332)? } }, V::Int(0), 331)?, 330)? { pc = 25; continue; }
                pc = 19;
            }
            19 => {
                // 89: if ЧУЖАЯ ДОСКА[t] = 0 then
                rt.step(Some(334))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 337)?, 336)?], 336)? } else { let a = rt.array(fr, 3, 336)?; rt.get(&a, &[rt.int(rt.var(f, 16, 337)?, 336)?], 336)? } }, V::Int(0), 335)?, 334)? { pc = 25; continue; }
                pc = 20;
            }
            20 => {
                // 91: ХОД ПЕШКИ(t);
                rt.step(Some(338))?;
                rt.invoke(&P7, f.clone(), [V::Loc(f.clone(), 16)], 338)?;
                // 92: if Г = (if НАПР > 0 then 1 else 6) then
                rt.step(Some(339))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 13, 341)?, if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 344)?, V::Int(0), 343)?, 342)? { V::Int(1) } else { V::Int(6) }, 340)?, 339)? { pc = 25; continue; }
                pc = 22;
            }
            22 => {
                // 94: if СВОЯ ДОСКА[t + НАПР] = 0 then
                rt.step(Some(345))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 349)?, rt.var(f, 21, 350)?, 348)?, 347)?], 347)? } else { let a = rt.array(fr, 2, 347)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 349)?, rt.var(f, 21, 350)?, 348)?, 347)?], 347)? } }, V::Int(0), 346)?, 345)? { pc = 25; continue; }
                pc = 23;
            }
            23 => {
                // 95: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(351))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 355)?, rt.var(f, 21, 356)?, 354)?, 353)?], 353)? } else { let a = rt.array(fr, 3, 353)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 355)?, rt.var(f, 21, 356)?, 354)?, 353)?], 353)? } }, V::Int(0), 352)?, 351)? { pc = 25; continue; }
                pc = 24;
            }
            24 => {
                // 95: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(357))?;
                rt.invoke(&P6, f.clone(), [V::Thunk(&T5, f.clone()), V::Int(0)], 357)?;
                pc = 25;
            }
            25 => {
                // 99: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(361))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 12, 363)?, V::Int(0), 362)?, 361)? { pc = 28; continue; }
                pc = 26;
            }
            26 => {
                // 99: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(364))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 368)?, V::Int(1), 367)?, 366)?], 366)? } else { let a = rt.array(fr, 3, 366)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 368)?, V::Int(1), 367)?, 366)?], 366)? } }, V::Int(0), 365)?, 364)? { pc = 28; continue; }
                pc = 27;
            }
            27 => {
                // 99: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(369))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T6, f.clone())], 369)?;
                pc = 28;
            }
            28 => {
                // 100: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(372))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 12, 374)?, V::Int(7), 373)?, 372)? { pc = 31; continue; }
                pc = 29;
            }
            29 => {
                // 100: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(375))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 379)?, V::Int(1), 378)?, 377)?], 377)? } else { let a = rt.array(fr, 3, 377)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 379)?, V::Int(1), 378)?, 377)?], 377)? } }, V::Int(0), 376)?, 375)? { pc = 31; continue; }
                pc = 30;
            }
            30 => {
                // 100: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(380))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T7, f.clone())], 380)?;
                pc = 31;
            }
            31 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            32 => {
                // 104: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(383))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 385)?, V::Int(2), 384)?, 383)? { pc = 36; continue; }
                pc = 33;
            }
            33 => {
                // 104: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(386))?;
                { let v = V::Int(9); rt.store_slot(f, 19, Some(Ty::Integer), v, 386)?; }
                rt.step(Some(387))?;
                { let v = V::Int(16); rt.store_slot(f, 20, Some(Ty::Integer), v, 387)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            36 => {
                // 105: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(388))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 390)?, V::Int(3), 389)?, 388)? { pc = 40; continue; }
                pc = 37;
            }
            37 => {
                // 105: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(391))?;
                { let v = V::Int(5); rt.store_slot(f, 19, Some(Ty::Integer), v, 391)?; }
                rt.step(Some(392))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 392)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            40 => {
                // 106: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(393))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 396)?, V::Int(4), 395)?, rt.bin(Op::Equal, rt.var(f, 9, 398)?, V::Int(8), 397)?, 394)?, 393)? { pc = 44; continue; }
                pc = 41;
            }
            41 => {
                // 106: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(399))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 399)?; }
                rt.step(Some(400))?;
                { let v = V::Int(4); rt.store_slot(f, 20, Some(Ty::Integer), v, 400)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            44 => {
                // 107: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                rt.step(Some(401))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 401)?; }
                rt.step(Some(402))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 402)?; }
                pc = 46;
            }
            46 => {
                // 108: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                rt.step(Some(403))?;
                { let v = rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotEqual, rt.var(f, 9, 407)?, V::Int(2), 406)?, rt.bin(Op::NotEqual, rt.var(f, 9, 409)?, V::Int(6), 408)?, 405)?, rt.bin(Op::NotEqual, rt.var(f, 9, 411)?, V::Int(7), 410)?, 404)?; rt.store_slot(f, 23, Some(Ty::Boolean), v, 403)?; }
                // 109: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(412))?;
                { let v = rt.var(f, 19, 413)?; rt.store_slot(f, 17, Some(Ty::Integer), v, 412)?; }
                rt.step(Some(412))?;
                { let v = rt.var(f, 17, 414)?; let b = V::Int(1); let c = rt.var(f, 20, 415)?; if rt.exhausted(&v, &b, &c, 412)? { pc = 68; continue; } }
                pc = 49;
            }
            49 => {
                rt.step(None)?;
                { pc = 51; continue; }
            }
            50 => {
                rt.step(None)?;
                { pc = 68; continue; }
            }
            51 => {
                // 111: x := В;  y := Г;
                rt.step(Some(416))?;
                { let v = rt.var(f, 12, 417)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 416)?; }
                rt.step(Some(418))?;
                { let v = rt.var(f, 13, 419)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 418)?; }
                pc = 53;
            }
            53 => {
                // 112: ЛУЧ:
                rt.step(Some(420))?;
                { let v = rt.bin(Op::Add, rt.var(f, 14, 422)?, { let i = rt.int(rt.var(f, 17, 424)?, 423)?; rt.get1(rt.up(f, 1, 423)?, 19, i, 423)? }, 421)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 420)?; }
                // 113: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                rt.step(Some(425))?;
                { let v = rt.bin(Op::Add, rt.var(f, 15, 427)?, { let i = rt.int(rt.var(f, 17, 429)?, 428)?; rt.get1(rt.up(f, 1, 428)?, 20, i, 428)? }, 426)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 425)?; }
                // 114: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                rt.step(Some(430))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotLess, rt.var(f, 14, 435)?, V::Int(0), 434)?, rt.bin(Op::Less, rt.var(f, 14, 437)?, V::Int(8), 436)?, 433)?, rt.bin(Op::NotLess, rt.var(f, 15, 439)?, V::Int(0), 438)?, 432)?, rt.bin(Op::Less, rt.var(f, 15, 441)?, V::Int(8), 440)?, 431)?, 430)? { pc = 67; continue; }
                pc = 56;
            }
            56 => {
                // 116: t := 8 × y + x + 1;
                rt.step(Some(442))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 15, 446)?, 445)?, rt.var(f, 14, 447)?, 444)?, V::Int(1), 443)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 442)?; }
                // 117: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(448))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 451)?, 450)?], 450)? } else { let a = rt.array(fr, 2, 450)?; rt.get(&a, &[rt.int(rt.var(f, 16, 451)?, 450)?], 450)? } }, V::Int(0), 449)?, 448)? { pc = 67; continue; }
                pc = 58;
            }
            58 => {
                // 119: С := ЧУЖАЯ ДОСКА[t];
                rt.step(Some(452))?;
                { let v = { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 454)?, 453)?], 453)? } else { let a = rt.array(fr, 3, 453)?; rt.get(&a, &[rt.int(rt.var(f, 16, 454)?, 453)?], 453)? } }; rt.store_slot(f, 18, Some(Ty::Integer), v, 452)?; }
                // 120: if С ≠ 0 then
                rt.step(Some(455))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 18, 457)?, V::Int(0), 456)?, 455)? { pc = 62; continue; }
                pc = 60;
            }
            60 => {
                // 121: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(458))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 462)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 465)?, V::Int(10), 464)?, V::Int(10), 463)?, 461)?, V::Int(6), 460)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 468)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 471)?, V::Int(10), 470)?, V::Int(10), 469)?, 467)?, V::Int(7), 466)?, 459)?, 458)? { pc = 62; continue; }
                pc = 61;
            }
            61 => {
                // 121: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(472))?;
                return Err(rt.goto(rt.formal(f, 5, 473)?, 472));
            }
            62 => {
                // 122: СПИСОК[m + 1] := ОТКУДА + t;
                rt.step(Some(474))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 477)?, V::Int(1), 476)?, 475)?; let v = rt.bin(Op::Add, rt.var(f, 10, 479)?, rt.var(f, 16, 480)?, 478)?; rt.store1(rt.up(f, 1, 475)?, 13, i, v, 475, 474)?; }
                // 123: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                rt.step(Some(481))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 484)?, V::Int(2), 483)?, 482)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(f, 10, 488)?, rt.var(f, 16, 489)?, 487)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(f, 18, 492)?, rt.var(f, 11, 493)?, 491)?, 490)?, 486)?, 485)?; rt.store1(rt.up(f, 1, 482)?, 13, i, v, 482, 481)?; }
                // 124: m := m + 2;
                rt.step(Some(494))?;
                { let v = rt.bin(Op::Add, rt.var(f, 7, 496)?, V::Int(2), 495)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 494)?; }
                // 125: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(497))?;
                if !rt.bool(rt.bin(Op::And, rt.var(f, 23, 499)?, rt.bin(Op::Equal, rt.var(f, 18, 501)?, V::Int(0), 500)?, 498)?, 497)? { pc = 67; continue; }
                pc = 66;
            }
            66 => {
                // 125: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(502))?;
                { pc = 53; continue; }
            }
            67 => {
                // 109: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(412))?;
                if let Some(n) = rt.step_local(f, 17, 1) { let done = match rt.var(f, 20, 415)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 412)? }; pc = if done { 68 } else { 51 }; continue; }
                { let v = rt.var(f, 17, 414)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 412)?; let p = Place::Slot(f.clone(), 17, Some(Ty::Integer)); rt.store(p, sum, 412)?; }
                { let v = rt.var(f, 17, 414)?; let b = V::Int(1); let c = rt.var(f, 20, 415)?; pc = if rt.exhausted(&v, &b, &c, 412)? { 68 } else { 51 }; continue; }
            }
            68 => {
                // 129: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                rt.step(Some(503))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 9, 506)?, V::Int(7), 505)?, rt.bin(Op::Equal, rt.var(f, 8, 508)?, rt.var(f, 22, 509)?, 507)?, 504)?, 503)? { pc = 73; continue; }
                pc = 69;
            }
            69 => {
                // 131: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                rt.step(Some(510))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 515)?, V::Int(3), 514)?, 513)?], 513)? } else { let a = rt.array(fr, 2, 513)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 515)?, V::Int(3), 514)?, 513)?], 513)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 520)?, V::Int(3), 519)?, 518)?], 518)? } else { let a = rt.array(fr, 2, 518)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 520)?, V::Int(3), 519)?, 518)?], 518)? } }, V::Int(10), 517)?, V::Int(10), 516)?, 512)?, V::Int(8), 511)?, 510)? { pc = 71; continue; }
                pc = 70;
            }
            70 => {
                // 132: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                rt.step(Some(521))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T8, f.clone()), V::Thunk(&T9, f.clone())], 521)?;
                pc = 71;
            }
            71 => {
                // 133: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                rt.step(Some(526))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 531)?, V::Int(4), 530)?, 529)?], 529)? } else { let a = rt.array(fr, 2, 529)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 531)?, V::Int(4), 530)?, 529)?], 529)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 536)?, V::Int(4), 535)?, 534)?], 534)? } else { let a = rt.array(fr, 2, 534)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 536)?, V::Int(4), 535)?, 534)?], 534)? } }, V::Int(10), 533)?, V::Int(10), 532)?, 528)?, V::Int(8), 527)?, 526)? { pc = 73; continue; }
                pc = 72;
            }
            72 => {
                // 134: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                rt.step(Some(537))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T10, f.clone()), V::Thunk(&T11, f.clone())], 537)?;
                pc = 73;
            }
            73 => {
                // 74: for j := 1 step 1 until 16 do
                rt.step(Some(284))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 284)? }; pc = if done { 74 } else { 8 }; continue; }
                { let v = rt.var(f, 6, 285)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 284)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 284)?; }
                { let v = rt.var(f, 6, 285)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 284)? { 74 } else { 8 }; continue; }
            }
            74 => {
                // 140: n := m
                rt.step(Some(542))?;
                { let p = rt.formal_place(f, 4, 543)?; let v = rt.var(f, 7, 544)?; rt.store(p, v, 542)?; }
                pc = 75;
            }
            _ => return Ok(()),
        }
    }
}

static P1: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 545), (2, false, Spec::Array(Some(Ty::Integer)), 546), (3, false, Spec::Array(Some(Ty::Integer)), 547), (4, false, Spec::Array(Some(Ty::Integer)), 548)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p1_ВОЗВРАТХОДА, site: 549 };
/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА(rt: &Rt, f: &Fr) -> R<()> {
    // 152: З := -З;
    rt.step(Some(550))?;
    { let v = rt.neg(rt.var(f, 1, 552)?, 551)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 550)?; }
    // 153: М := З ÷ 10000000;  З := З - 10000000 × М;
    rt.step(Some(553))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 555)?, V::Int(10000000), 554)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 553)?; }
    rt.step(Some(556))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 558)?, rt.bin(Op::Mul, V::Int(10000000), rt.var(f, 7, 560)?, 559)?, 557)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 556)?; }
    // 154: С := З ÷ 10000;  З := З - 10000 × С;
    rt.step(Some(561))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 563)?, V::Int(10000), 562)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 561)?; }
    rt.step(Some(564))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 566)?, rt.bin(Op::Mul, V::Int(10000), rt.var(f, 8, 568)?, 567)?, 565)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 564)?; }
    // 155: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    rt.step(Some(569))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 571)?, V::Int(100), 570)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 569)?; }
    rt.step(Some(572))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 574)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 5, 576)?, 575)?, 573)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 572)?; }
    // 156: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.step(Some(577))?;
    { let p = { let a = rt.array(f, 2, 578)?; let s = [rt.int(rt.var(f, 6, 579)?, 578)?]; rt.elem_place(a, &s, 578)? }; let v = V::Int(0); rt.store(p, v, 577)?; }
    rt.step(Some(580))?;
    { let p = { let a = rt.array(f, 3, 581)?; let s = [rt.int(rt.var(f, 6, 582)?, 581)?]; rt.elem_place(a, &s, 581)? }; let v = rt.var(f, 8, 583)?; rt.store(p, v, 580)?; }
    // 157: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.step(Some(584))?;
    { let p = { let a = rt.array(f, 2, 585)?; let s = [rt.int(rt.var(f, 5, 586)?, 585)?]; rt.elem_place(a, &s, 585)? }; let v = rt.var(f, 7, 587)?; rt.store(p, v, 584)?; }
    rt.step(Some(588))?;
    { let p = { let a = rt.array(f, 4, 589)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 7, 591)?, V::Int(10), 590)?, 589)?]; rt.elem_place(a, &s, 589)? }; let v = rt.var(f, 5, 592)?; rt.store(p, v, 588)?; }
    Ok(())
}

static P2: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ КОРОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 593), (2, true, Spec::Simple(Ty::Integer), 594), (3, false, Spec::Array(Some(Ty::Integer)), 595), (4, false, Spec::Array(Some(Ty::Integer)), 596)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p2_ВОЗВРАТКОРОЛЯ, site: 597 };
/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 168: if СПИСОК[i] ÷ 100 = ДОМ then
                rt.step(Some(598))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::IntDiv, { let i = rt.int(rt.var(f, 1, 602)?, 601)?; rt.get1(rt.up(f, 1, 601)?, 13, i, 601)? }, V::Int(100), 600)?, rt.var(f, 2, 603)?, 599)?, 598)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 170: НА := СПИСОК[i] - 100 × ДОМ;
                rt.step(Some(604))?;
                { let v = rt.bin(Op::Sub, { let i = rt.int(rt.var(f, 1, 607)?, 606)?; rt.get1(rt.up(f, 1, 606)?, 13, i, 606)? }, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 609)?, 608)?, 605)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 604)?; }
                // 171: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
                rt.step(Some(610))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 5, 613)?, rt.bin(Op::Add, rt.var(f, 2, 615)?, V::Int(2), 614)?, 612)?, rt.bin(Op::Equal, rt.var(f, 5, 617)?, rt.bin(Op::Sub, rt.var(f, 2, 619)?, V::Int(2), 618)?, 616)?, 611)?, 610)? { pc = 8; continue; }
                pc = 3;
            }
            3 => {
                // 173: К := СВОЯ ДОСКА[НА];
                rt.step(Some(620))?;
                { let v = { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(rt.var(f, 5, 622)?, 621)?], 621)? } else { let a = rt.array(fr, 4, 621)?; rt.get(&a, &[rt.int(rt.var(f, 5, 622)?, 621)?], 621)? } }; rt.store_slot(f, 6, Some(Ty::Integer), v, 620)?; }
                // 174: if К - К ÷ 10 × 10 = 6 then
                rt.step(Some(623))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 6, 626)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 629)?, V::Int(10), 628)?, V::Int(10), 627)?, 625)?, V::Int(6), 624)?, 623)? { pc = 8; continue; }
                pc = 5;
            }
            5 => {
                // 175: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.step(Some(630))?;
                { let p = { let a = rt.array(f, 4, 631)?; let s = [rt.int(rt.var(f, 5, 632)?, 631)?]; rt.elem_place(a, &s, 631)? }; let v = V::Int(0); rt.store(p, v, 630)?; }
                rt.step(Some(633))?;
                { let p = { let a = rt.array(f, 4, 634)?; let s = [rt.int(rt.var(f, 2, 635)?, 634)?]; rt.elem_place(a, &s, 634)? }; let v = rt.bin(Op::Add, rt.var(f, 6, 637)?, V::Int(1), 636)?; rt.store(p, v, 633)?; }
                rt.step(Some(638))?;
                { let p = { let a = rt.array(f, 3, 639)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 641)?, V::Int(10), 640)?, 639)?]; rt.elem_place(a, &s, 639)? }; let v = rt.var(f, 2, 642)?; rt.store(p, v, 638)?; }
                pc = 8;
            }
            _ => return Ok(()),
        }
    }
}

static P3: rt::ProcDef = rt::ProcDef { name: "ВЫПОЛНЕНИЕ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 643), (2, false, Spec::Array(Some(Ty::Integer)), 644), (3, false, Spec::Array(Some(Ty::Integer)), 645), (4, false, Spec::Array(Some(Ty::Integer)), 646), (5, false, Spec::Array(Some(Ty::Integer)), 647), (6, false, Spec::Other, 648)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p3_ВЫПОЛНЕНИЕХОДА, site: 649 };
/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[40, 43];
    let mut pc = 0;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from instruction `pc` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 192: Х := СПИСОК[i];
                rt.step(Some(650))?;
                { let v = { let i = rt.int(rt.var(f, 1, 652)?, 651)?; rt.get1(rt.up(f, 1, 651)?, 13, i, 651)? }; rt.store_slot(f, 7, Some(Ty::Integer), v, 650)?; }
                // 193: if Х < 0 then
                rt.step(Some(653))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 655)?, V::Int(0), 654)?, 653)? { pc = 5; continue; }
                pc = 2;
            }
            2 => {
                // 195: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                rt.step(Some(656))?;
                rt.invoke(&P1, rt.up(f, 1, 656)?.clone(), [V::Loc(f.clone(), 7), rt.slot(f, 2, 656)?, rt.slot(f, 3, 656)?, rt.slot(f, 4, 656)?], 656)?;
                // 196: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                rt.step(Some(657))?;
                rt.invoke(&P2, rt.up(f, 1, 657)?.clone(), [V::Thunk(&T12, f.clone()), V::Thunk(&T13, f.clone()), rt.slot(f, 4, 657)?, rt.slot(f, 2, 657)?], 657)?;
                // 198: go to ДАЛЕЕ
                rt.step(Some(669))?;
                return Err(rt.goto(rt.formal(f, 6, 670)?, 669));
            }
            5 => {
                // 200: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(671))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 673)?, V::Int(100), 672)?, 671)? { pc = 7; continue; }
                pc = 6;
            }
            6 => {
                // 200: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(674))?;
                return Err(rt.goto(rt.formal(f, 6, 675)?, 674));
            }
            7 => {
                // 201: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
                rt.step(Some(676))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 7, 678)?, V::Int(100), 677)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 676)?; }
                rt.step(Some(679))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 7, 681)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 683)?, 682)?, 680)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 679)?; }
                // 202: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
                rt.step(Some(684))?;
                { let v = { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 686)?, 685)?], 685)? } else { let a = rt.array(fr, 2, 685)?; rt.get(&a, &[rt.int(rt.var(f, 8, 686)?, 685)?], 685)? } }; rt.store_slot(f, 10, Some(Ty::Integer), v, 684)?; }
                rt.step(Some(687))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 10, 689)?, V::Int(10), 688)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 687)?; }
                rt.step(Some(690))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 10, 692)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 694)?, 693)?, 691)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 690)?; }
                // 203: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(695))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 699)?, V::Int(1), 698)?, 697)?; rt.get1(rt.up(f, 1, 697)?, 13, i, 697)? }, V::Int(0), 696)?, 695)? { pc = 16; continue; }
                pc = 13;
            }
            13 => {
                // 203: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(700))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 702)?, 4, 702)?, 701)?; let v = V::Int(-1); rt.store1(rt.up(f, 1, 701)?, 12, i, v, 701, 700)?; }
                rt.step(Some(703))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 706)?, V::Int(1), 705)?, 704)?; rt.get1(rt.up(f, 1, 704)?, 13, i, 704)? }; rt.store_slot(f, 12, Some(Ty::Integer), v, 703)?; }
                rt.step(None)?;
                { pc = 17; continue; }
            }
            16 => {
                // 204: else q[УРОВЕНЬ] := 0;
                rt.step(Some(707))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 709)?, 4, 709)?, 708)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 708)?, 12, i, v, 708, 707)?; }
                pc = 17;
            }
            17 => {
                // 205: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(710))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 712)?, V::Int(7), 711)?, 710)? { pc = 20; continue; }
                pc = 18;
            }
            18 => {
                // 205: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(713))?;
                { let v = V::Int(6); rt.store_slot(f, 12, Some(Ty::Integer), v, 713)?; }
                rt.step(None)?;
                { pc = 22; continue; }
            }
            20 => {
                // 205: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(714))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 716)?, V::Int(8), 715)?, 714)? { pc = 22; continue; }
                pc = 21;
            }
            21 => {
                // 205: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(717))?;
                { let v = V::Int(4); rt.store_slot(f, 12, Some(Ty::Integer), v, 717)?; }
                pc = 22;
            }
            22 => {
                // 206: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
                rt.step(Some(718))?;
                { let p = { let a = rt.array(f, 2, 719)?; let s = [rt.int(rt.var(f, 8, 720)?, 719)?]; rt.elem_place(a, &s, 719)? }; let v = V::Int(0); rt.store(p, v, 718)?; }
                rt.step(Some(721))?;
                { let p = { let a = rt.array(f, 2, 722)?; let s = [rt.int(rt.var(f, 9, 723)?, 722)?]; rt.elem_place(a, &s, 722)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 726)?, 725)?, rt.var(f, 12, 727)?, 724)?; rt.store(p, v, 721)?; }
                // 207: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
                rt.step(Some(728))?;
                { let p = { let a = rt.array(f, 3, 729)?; let s = [rt.int(rt.var(f, 9, 730)?, 729)?]; rt.elem_place(a, &s, 729)? }; let v = V::Int(0); rt.store(p, v, 728)?; }
                rt.step(Some(731))?;
                { let p = { let a = rt.array(f, 4, 732)?; let s = [rt.int(rt.var(f, 11, 733)?, 732)?]; rt.elem_place(a, &s, 732)? }; let v = rt.var(f, 9, 734)?; rt.store(p, v, 731)?; }
                // 208: УРОВЕНЬ := УРОВЕНЬ + 1;
                rt.step(Some(735))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 737)?, 4, 737)?, V::Int(1), 736)?; rt.store_slot(rt.up(f, 1, 735)?, 4, Some(Ty::Integer), v, 735)?; }
                // 209: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
                rt.step(Some(738))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 10, 742)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 744)?, 743)?, 741)?, V::Int(7), 740)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 747)?, rt.bin(Op::Add, rt.var(f, 8, 749)?, V::Int(2), 748)?, 746)?, rt.bin(Op::Equal, rt.var(f, 9, 751)?, rt.bin(Op::Sub, rt.var(f, 8, 753)?, V::Int(2), 752)?, 750)?, 745)?, 739)?, 738)? { pc = 43; continue; }
                pc = 28;
            }
            28 => {
                // 213: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                rt.step(Some(754))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 9, 757)?, rt.var(f, 8, 758)?, 756)?, 755)? { rt.bin(Op::Add, rt.var(f, 8, 760)?, V::Int(3), 759)? } else { rt.bin(Op::Sub, rt.var(f, 8, 762)?, V::Int(4), 761)? }; rt.store_slot(f, 13, Some(Ty::Integer), v, 754)?; }
                rt.step(Some(763))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(f, 8, 766)?, rt.var(f, 9, 767)?, 765)?, V::Int(2), 764)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 763)?; }
                // 214: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                rt.step(Some(768))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 13, 771)?, 770)?], 770)? } else { let a = rt.array(fr, 2, 770)?; rt.get(&a, &[rt.int(rt.var(f, 13, 771)?, 770)?], 770)? } }, V::Int(4), 769)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 768)?; }
                rt.step(Some(772))?;
                { let p = { let a = rt.array(f, 2, 773)?; let s = [rt.int(rt.var(f, 13, 774)?, 773)?]; rt.elem_place(a, &s, 773)? }; let v = V::Int(0); rt.store(p, v, 772)?; }
                rt.step(Some(775))?;
                { let p = { let a = rt.array(f, 4, 776)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 14, 778)?, V::Int(10), 777)?, 776)?]; rt.elem_place(a, &s, 776)? }; let v = rt.var(f, 15, 779)?; rt.store(p, v, 775)?; }
                // 215: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.step(Some(780))?;
                { let p = { let a = rt.array(f, 2, 781)?; let s = [rt.int(rt.var(f, 8, 782)?, 781)?]; rt.elem_place(a, &s, 781)? }; let v = V::Int(6); rt.store(p, v, 780)?; }
                rt.step(Some(783))?;
                { let p = { let a = rt.array(f, 2, 784)?; let s = [rt.int(rt.var(f, 15, 785)?, 784)?]; rt.elem_place(a, &s, 784)? }; let v = V::Int(6); rt.store(p, v, 783)?; }
                // 216: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                rt.step(Some(786))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 789)?, 4, 789)?, V::Int(1), 788)?, 787)?; rt.get1(rt.up(f, 1, 787)?, 11, i, 787)? }; rt.store_slot(rt.up(f, 1, 786)?, 2, Some(Ty::Integer), v, 786)?; }
                // 217: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                rt.step(Some(790))?;
                rt.invoke(&P0, rt.up(f, 1, 790)?.clone(), [rt.slot(f, 5, 790)?, rt.slot(f, 3, 790)?, rt.slot(f, 2, 790)?, V::Loc(rt.up(f, 1, 790)?.clone(), 2), V::Label(f.id, 0)], 790)?;
                // 218: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(791))?;
                { let p = { let a = rt.array(f, 2, 792)?; let s = [rt.int(rt.var(f, 8, 793)?, 792)?]; rt.elem_place(a, &s, 792)? }; let v = V::Int(0); rt.store(p, v, 791)?; }
                rt.step(Some(794))?;
                { let p = { let a = rt.array(f, 2, 795)?; let s = [rt.int(rt.var(f, 15, 796)?, 795)?]; rt.elem_place(a, &s, 795)? }; let v = rt.var(f, 14, 797)?; rt.store(p, v, 794)?; }
                // 219: go to ОТВЕТНЫЕ ХОДЫ;
                rt.step(Some(798))?;
                { pc = 43; continue; }
            }
            40 => {
                // 220: ПОД УДАРОМ:
                rt.step(Some(799))?;
                { let p = { let a = rt.array(f, 2, 800)?; let s = [rt.int(rt.var(f, 8, 801)?, 800)?]; rt.elem_place(a, &s, 800)? }; let v = V::Int(0); rt.store(p, v, 799)?; }
                // 221: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(802))?;
                { let p = { let a = rt.array(f, 2, 803)?; let s = [rt.int(rt.var(f, 15, 804)?, 803)?]; rt.elem_place(a, &s, 803)? }; let v = rt.var(f, 14, 805)?; rt.store(p, v, 802)?; }
                // 222: go to ДАЛЕЕ
                rt.step(Some(806))?;
                return Err(rt.goto(rt.formal(f, 6, 807)?, 806));
            }
            43 => {
                // 224: ОТВЕТНЫЕ ХОДЫ:
                rt.step(Some(808))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 811)?, 4, 811)?, V::Int(1), 810)?, 809)?; rt.get1(rt.up(f, 1, 809)?, 11, i, 809)? }; rt.store_slot(rt.up(f, 1, 808)?, 2, Some(Ty::Integer), v, 808)?; }
                // 226: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
                rt.step(Some(812))?;
                rt.invoke(&P0, rt.up(f, 1, 812)?.clone(), [rt.slot(f, 5, 812)?, rt.slot(f, 3, 812)?, rt.slot(f, 2, 812)?, V::Loc(rt.up(f, 1, 812)?.clone(), 2), rt.slot(f, 6, 812)?], 812)?;
                // 227: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
                rt.step(Some(813))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 815)?, 4, 815)?, 814)?; let v = rt.var(rt.up(f, 1, 816)?, 2, 816)?; rt.store1(rt.up(f, 1, 814)?, 11, i, v, 814, 813)?; }
                pc = 46;
            }
            _ => return Ok(()),
        }
    }
}

static P4: rt::ProcDef = rt::ProcDef { name: "ВВОД ФИГУР", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 817), (2, false, Spec::Array(Some(Ty::Integer)), 818)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p4_ВВОДФИГУР, site: 819 };
/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 238: input(k);
                rt.step(Some(820))?;
                { rt.input_into(Place::Slot(f.clone(), 4, Some(Ty::Integer)), 820)?; V::Empty };
                // 239: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(821))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 821)?; }
                rt.step(Some(821))?;
                { let v = rt.var(f, 3, 822)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 821)? { pc = 7; continue; } }
                pc = 3;
            }
            3 => {
                rt.step(None)?;
                { pc = 5; continue; }
            }
            4 => {
                rt.step(None)?;
                { pc = 7; continue; }
            }
            5 => {
                // 239: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(823))?;
                { let p = { let a = rt.array(f, 1, 824)?; let s = [rt.int(rt.var(f, 3, 825)?, 824)?]; rt.elem_place(a, &s, 824)? }; let v = V::Int(0); rt.store(p, v, 823)?; }
                rt.step(Some(821))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 821)? }; pc = if done { 7 } else { 5 }; continue; }
                { let v = rt.var(f, 3, 822)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 821)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 821)?; }
                { let v = rt.var(f, 3, 822)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 821)? { 7 } else { 5 }; continue; }
            }
            7 => {
                // 240: for j := 1 step 1 until k do
                rt.step(Some(826))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 826)?; }
                rt.step(Some(826))?;
                { let v = rt.var(f, 3, 827)?; let b = V::Int(1); let c = rt.var(f, 4, 828)?; if rt.exhausted(&v, &b, &c, 826)? { pc = 16; continue; } }
                pc = 9;
            }
            9 => {
                rt.step(None)?;
                { pc = 11; continue; }
            }
            10 => {
                rt.step(None)?;
                { pc = 16; continue; }
            }
            11 => {
                // 242: input(КОД, ПОЛЕ);
                rt.step(Some(829))?;
                { rt.input_into(Place::Slot(f.clone(), 5, Some(Ty::Integer)), 829)?; rt.input_into(Place::Slot(f.clone(), 6, Some(Ty::Integer)), 829)?; V::Empty };
                // 243: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                rt.step(Some(830))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 6, 835)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 838)?, V::Int(10), 837)?, V::Int(10), 836)?, 834)?, V::Int(1), 833)?, 832)?, rt.bin(Op::IntDiv, rt.var(f, 6, 840)?, V::Int(10), 839)?, 831)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 830)?; }
                // 244: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.step(Some(841))?;
                { let p = { let a = rt.array(f, 1, 842)?; let s = [rt.int(rt.var(f, 3, 843)?, 842)?]; rt.elem_place(a, &s, 842)? }; let v = rt.var(f, 6, 844)?; rt.store(p, v, 841)?; }
                rt.step(Some(845))?;
                { let p = { let a = rt.array(f, 2, 846)?; let s = [rt.int(rt.var(f, 6, 847)?, 846)?]; rt.elem_place(a, &s, 846)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 3, 850)?, 849)?, rt.var(f, 5, 851)?, 848)?; rt.store(p, v, 845)?; }
                // 240: for j := 1 step 1 until k do
                rt.step(Some(826))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 4, 828)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 826)? }; pc = if done { 16 } else { 11 }; continue; }
                { let v = rt.var(f, 3, 827)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 826)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 826)?; }
                { let v = rt.var(f, 3, 827)?; let b = V::Int(1); let c = rt.var(f, 4, 828)?; pc = if rt.exhausted(&v, &b, &c, 826)? { 16 } else { 11 }; continue; }
            }
            _ => return Ok(()),
        }
    }
}

static P5: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЗИЦИИ", params: &[], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p5_ПЕЧАТЬПОЗИЦИИ, site: 852 };
/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 262: if УРОВЕНЬ = 2 then
                rt.step(Some(853))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(rt.up(f, 1, 855)?, 4, 855)?, V::Int(2), 854)?, 853)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 264: Х := СПИСОК[Б1];
                rt.step(Some(856))?;
                { let v = { let i = rt.int(rt.var(rt.up(f, 1, 858)?, 5, 858)?, 857)?; rt.get1(rt.up(f, 1, 857)?, 13, i, 857)? }; rt.store_slot(f, 4, Some(Ty::Integer), v, 856)?; }
                // 265: output('/');  outstring(1, 'КЛЮЧ ');
                rt.step(Some(859))?;
                { let format = rt.format_string(V::Str("/"), 859)?; let values = []; rt.output(format, &values, 859)?; V::Empty };
                rt.step(Some(860))?;
                { V::Int(1); rt.outstring(V::Str("КЛЮЧ "), 860)?; V::Empty };
                // 266: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
                rt.step(Some(861))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T14, f.clone())], 861)?;
                rt.step(Some(864))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T15, f.clone())], 864)?;
                // 267: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(870))?;
                if !rt.bool(rt.bin(Op::Equal, { let i = rt.int(V::Int(1), 872)?; rt.get1(rt.up(f, 1, 872)?, 12, i, 872)? }, V::Int(-1), 871)?, 870)? { pc = 8; continue; }
                pc = 7;
            }
            7 => {
                // 267: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(873))?;
                { V::Int(1); let text = rt.string(V::Str("nbrq"), 873)?; rt.outchar(text, rt.bin(Op::Sub, { let i = rt.int(rt.bin(Op::Add, rt.var(rt.up(f, 1, 877)?, 5, 877)?, V::Int(1), 876)?, 875)?; rt.get1(rt.up(f, 1, 875)?, 13, i, 875)? }, V::Int(1), 874)?, 873)?; V::Empty };
                pc = 8;
            }
            8 => {
                // 269: for Г := 7 step -1 until 0 do
                rt.step(Some(878))?;
                { let v = V::Int(7); rt.store_slot(f, 1, Some(Ty::Integer), v, 878)?; }
                rt.step(Some(878))?;
                { let v = rt.var(f, 1, 879)?; let b = V::Int(-1); let c = V::Int(0); if rt.exhausted(&v, &b, &c, 878)? { pc = 30; continue; } }
                pc = 10;
            }
            10 => {
                rt.step(None)?;
                { pc = 12; continue; }
            }
            11 => {
                rt.step(None)?;
                { pc = 30; continue; }
            }
            12 => {
                // 271: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                rt.step(Some(880))?;
                { let format = rt.format_string(V::Str("/"), 880)?; let values = []; rt.output(format, &values, 880)?; V::Empty };
                rt.step(Some(881))?;
                { V::Int(1); let text = rt.string(V::Str("12345678"), 881)?; rt.outchar(text, rt.bin(Op::Add, rt.var(f, 1, 883)?, V::Int(1), 882)?, 881)?; V::Empty };
                rt.step(Some(884))?;
                { V::Int(1); rt.outstring(V::Str(" "), 884)?; V::Empty };
                // 272: for В := 1 step 1 until 8 do
                rt.step(Some(885))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 885)?; }
                rt.step(Some(885))?;
                { let v = rt.var(f, 2, 886)?; let b = V::Int(1); let c = V::Int(8); if rt.exhausted(&v, &b, &c, 885)? { pc = 29; continue; } }
                pc = 17;
            }
            17 => {
                rt.step(None)?;
                { pc = 19; continue; }
            }
            18 => {
                rt.step(None)?;
                { pc = 29; continue; }
            }
            19 => {
                // 274: К := ДОСКА БЕЛЫХ[8 × Г + В];
                rt.step(Some(887))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 891)?, 890)?, rt.var(f, 2, 892)?, 889)?, 888)?; rt.get1(rt.up(f, 1, 888)?, 15, i, 888)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 887)?; }
                // 275: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(893))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 895)?, V::Int(0), 894)?, 893)? { pc = 23; continue; }
                pc = 21;
            }
            21 => {
                // 275: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(896))?;
                { V::Int(1); let text = rt.string(V::Str("PNBRQKKR"), 896)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 898)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 901)?, V::Int(10), 900)?, V::Int(10), 899)?, 897)?, 896)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            23 => {
                // 278: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                rt.step(Some(902))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 906)?, 905)?, rt.var(f, 2, 907)?, 904)?, 903)?; rt.get1(rt.up(f, 1, 903)?, 16, i, 903)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 902)?; }
                // 279: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(908))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 910)?, V::Int(0), 909)?, 908)? { pc = 27; continue; }
                pc = 25;
            }
            25 => {
                // 279: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(911))?;
                { V::Int(1); let text = rt.string(V::Str("pnbrqkkr"), 911)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 913)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 916)?, V::Int(10), 915)?, V::Int(10), 914)?, 912)?, 911)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            27 => {
                // 279: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(917))?;
                { V::Int(1); rt.outstring(V::Str("."), 917)?; V::Empty };
                pc = 28;
            }
            28 => {
                // 272: for В := 1 step 1 until 8 do
                rt.step(Some(885))?;
                if let Some(n) = rt.step_local(f, 2, 1) { let done = match V::Int(8) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 885)? }; pc = if done { 29 } else { 19 }; continue; }
                { let v = rt.var(f, 2, 886)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 885)?; let p = Place::Slot(f.clone(), 2, Some(Ty::Integer)); rt.store(p, sum, 885)?; }
                { let v = rt.var(f, 2, 886)?; let b = V::Int(1); let c = V::Int(8); pc = if rt.exhausted(&v, &b, &c, 885)? { 29 } else { 19 }; continue; }
            }
            29 => {
                // 269: for Г := 7 step -1 until 0 do
                rt.step(Some(878))?;
                if let Some(n) = rt.step_local(f, 1, -1) { let done = match V::Int(0) { V::Int(c) => n < c, other => rt.exhausted(&V::Int(n), &V::Int(-1), &other, 878)? }; pc = if done { 30 } else { 12 }; continue; }
                { let v = rt.var(f, 1, 879)?; let b = V::Int(-1); let sum = rt.bin(Op::Add, v, b, 878)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 878)?; }
                { let v = rt.var(f, 1, 879)?; let b = V::Int(-1); let c = V::Int(0); pc = if rt.exhausted(&v, &b, &c, 878)? { 30 } else { 12 }; continue; }
            }
            30 => {
                // 283: output('/');  outstring(1, '  abcdefgh');  output('/')
                rt.step(Some(918))?;
                { let format = rt.format_string(V::Str("/"), 918)?; let values = []; rt.output(format, &values, 918)?; V::Empty };
                rt.step(Some(919))?;
                { V::Int(1); rt.outstring(V::Str("  abcdefgh"), 919)?; V::Empty };
                rt.step(Some(920))?;
                { let format = rt.format_string(V::Str("/"), 920)?; let values = []; rt.output(format, &values, 920)?; V::Empty };
                pc = 33;
            }
            _ => return Ok(()),
        }
    }
}

static P6: rt::ProcDef = rt::ProcDef { name: "ЗАПИСЬ", params: &[(1, true, Spec::Simple(Ty::Integer), 921), (2, true, Spec::Simple(Ty::Integer), 922)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p6_ЗАПИСЬ, site: 923 };
/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 46: С := ЧУЖАЯ ДОСКА[НА];
                rt.step(Some(924))?;
                { let v = { let fr = rt.up(f, 1, 925)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 1, 926)?, 925)?], 925)? } else { let a = rt.array(fr, 3, 925)?; rt.get(&a, &[rt.int(rt.var(f, 1, 926)?, 925)?], 925)? } }; rt.store_slot(rt.up(f, 1, 924)?, 18, Some(Ty::Integer), v, 924)?; }
                // 47: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(927))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 931)?, 18, 931)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 934)?, 18, 934)?, V::Int(10), 933)?, V::Int(10), 932)?, 930)?, V::Int(6), 929)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 937)?, 18, 937)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 940)?, 18, 940)?, V::Int(10), 939)?, V::Int(10), 938)?, 936)?, V::Int(7), 935)?, 928)?, 927)? { pc = 3; continue; }
                pc = 2;
            }
            2 => {
                // 47: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(941))?;
                return Err(rt.goto(rt.formal(rt.up(f, 1, 942)?, 5, 942)?, 941));
            }
            3 => {
                // 48: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(943))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 945)?, 7, 945)?, V::Int(1), 944)?; rt.store_slot(rt.up(f, 1, 943)?, 7, Some(Ty::Integer), v, 943)?; }
                rt.step(Some(946))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 948)?, 7, 948)?, 947)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 950)?, 10, 950)?, rt.var(f, 1, 951)?, 949)?; rt.store1(rt.up(f, 2, 947)?, 13, i, v, 947, 946)?; }
                // 49: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(952))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 954)?, V::Int(0), 953)?, 952)? { pc = 8; continue; }
                pc = 6;
            }
            6 => {
                // 49: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(955))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 957)?, 7, 957)?, V::Int(1), 956)?; rt.store_slot(rt.up(f, 1, 955)?, 7, Some(Ty::Integer), v, 955)?; }
                rt.step(Some(958))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 960)?, 7, 960)?, 959)?; let v = rt.var(f, 2, 961)?; rt.store1(rt.up(f, 2, 959)?, 13, i, v, 959, 958)?; }
                pc = 8;
            }
            8 => {
                // 50: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
                rt.step(Some(962))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 964)?, 7, 964)?, V::Int(1), 963)?; rt.store_slot(rt.up(f, 1, 962)?, 7, Some(Ty::Integer), v, 962)?; }
                rt.step(Some(965))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 967)?, 7, 967)?, 966)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(rt.up(f, 1, 971)?, 10, 971)?, rt.var(f, 1, 972)?, 970)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(rt.up(f, 1, 975)?, 18, 975)?, rt.var(rt.up(f, 1, 976)?, 11, 976)?, 974)?, 973)?, 969)?, 968)?; rt.store1(rt.up(f, 2, 966)?, 13, i, v, 966, 965)?; }
                pc = 10;
            }
            _ => return Ok(()),
        }
    }
}

static P7: rt::ProcDef = rt::ProcDef { name: "ХОД ПЕШКИ", params: &[(1, true, Spec::Simple(Ty::Integer), 977)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p7_ХОДПЕШКИ, site: 978 };
/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 54: if НА > 56 ∨ НА < 9 then
                rt.step(Some(979))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Greater, rt.var(f, 1, 982)?, V::Int(56), 981)?, rt.bin(Op::Less, rt.var(f, 1, 984)?, V::Int(9), 983)?, 980)?, 979)? { pc = 6; continue; }
                pc = 1;
            }
            1 => {
                // 55: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
                rt.step(Some(985))?;
                rt.invoke(&P6, rt.up(f, 1, 985)?.clone(), [V::Loc(f.clone(), 1), V::Int(5)], 985)?;
                rt.step(Some(986))?;
                rt.invoke(&P6, rt.up(f, 1, 986)?.clone(), [V::Loc(f.clone(), 1), V::Int(4)], 986)?;
                rt.step(Some(987))?;
                rt.invoke(&P6, rt.up(f, 1, 987)?.clone(), [V::Loc(f.clone(), 1), V::Int(3)], 987)?;
                rt.step(Some(988))?;
                rt.invoke(&P6, rt.up(f, 1, 988)?.clone(), [V::Loc(f.clone(), 1), V::Int(2)], 988)?;
                rt.step(None)?;
                { pc = 7; continue; }
            }
            6 => {
                // 56: else ЗАПИСЬ(НА, 0);
                rt.step(Some(989))?;
                rt.invoke(&P6, rt.up(f, 1, 989)?.clone(), [V::Loc(f.clone(), 1), V::Int(0)], 989)?;
                pc = 7;
            }
            _ => return Ok(()),
        }
    }
}

static P8: rt::ProcDef = rt::ProcDef { name: "РОКИРОВКА", params: &[(1, true, Spec::Simple(Ty::Integer), 990), (2, true, Spec::Simple(Ty::Integer), 991)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p8_РОКИРОВКА, site: 992 };
/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[17];
    let mut pc = 0;
    loop {
        match p8_РОКИРОВКА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p8_РОКИРОВКА` from instruction `pc` on.
fn p8_РОКИРОВКА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 60: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(993))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 995)?, rt.var(rt.up(f, 1, 996)?, 8, 996)?, 994)?, 993)? { pc = 4; continue; }
                pc = 1;
            }
            1 => {
                // 60: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(997))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 999)?, 8, 999)?, V::Int(1), 998)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 997)?; }
                rt.step(Some(1000))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 2, 1002)?, V::Int(1), 1001)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1000)?; }
                rt.step(None)?;
                { pc = 6; continue; }
            }
            4 => {
                // 61: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
                rt.step(Some(1003))?;
                { let v = rt.bin(Op::Add, rt.var(f, 2, 1005)?, V::Int(1), 1004)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1003)?; }
                rt.step(Some(1006))?;
                { let v = rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1008)?, 8, 1008)?, V::Int(1), 1007)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1006)?; }
                pc = 6;
            }
            6 => {
                // 62: for П := ОТ step 1 until ДО do
                rt.step(Some(1009))?;
                { let v = rt.var(f, 4, 1010)?; rt.store_slot(f, 3, Some(Ty::Integer), v, 1009)?; }
                rt.step(Some(1009))?;
                { let v = rt.var(f, 3, 1011)?; let b = V::Int(1); let c = rt.var(f, 5, 1012)?; if rt.exhausted(&v, &b, &c, 1009)? { pc = 13; continue; } }
                pc = 8;
            }
            8 => {
                rt.step(None)?;
                { pc = 10; continue; }
            }
            9 => {
                rt.step(None)?;
                { pc = 13; continue; }
            }
            10 => {
                // 63: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1013))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1016)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 3, 1017)?, 1016)?], 1016)? } else { let a = rt.array(fr, 2, 1016)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1017)?, 1016)?], 1016)? } }, V::Int(0), 1015)?, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1019)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 3, 1020)?, 1019)?], 1019)? } else { let a = rt.array(fr, 3, 1019)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1020)?, 1019)?], 1019)? } }, V::Int(0), 1018)?, 1014)?, 1013)? { pc = 12; continue; }
                pc = 11;
            }
            11 => {
                // 63: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1021))?;
                { pc = 17; continue; }
            }
            12 => {
                // 62: for П := ОТ step 1 until ДО do
                rt.step(Some(1009))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 5, 1012)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1009)? }; pc = if done { 13 } else { 10 }; continue; }
                { let v = rt.var(f, 3, 1011)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1009)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 1009)?; }
                { let v = rt.var(f, 3, 1011)?; let b = V::Int(1); let c = rt.var(f, 5, 1012)?; pc = if rt.exhausted(&v, &b, &c, 1009)? { 13 } else { 10 }; continue; }
            }
            13 => {
                // 64: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(1022))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1024)?, 7, 1024)?, V::Int(1), 1023)?; rt.store_slot(rt.up(f, 1, 1022)?, 7, Some(Ty::Integer), v, 1022)?; }
                rt.step(Some(1025))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1027)?, 7, 1027)?, 1026)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1029)?, 10, 1029)?, rt.var(f, 1, 1030)?, 1028)?; rt.store1(rt.up(f, 2, 1026)?, 13, i, v, 1026, 1025)?; }
                // 65: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
                rt.step(Some(1031))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1033)?, 7, 1033)?, V::Int(1), 1032)?; rt.store_slot(rt.up(f, 1, 1031)?, 7, Some(Ty::Integer), v, 1031)?; }
                rt.step(Some(1034))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1036)?, 7, 1036)?, 1035)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 1041)?, 1040)?, rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1044)?, 8, 1044)?, rt.var(f, 1, 1045)?, 1043)?, V::Int(2), 1042)?, 1039)?, rt.bin(Op::Mul, V::Int(10000000), { let fr = rt.up(f, 1, 1047)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 2, 1048)?, 1047)?], 1047)? } else { let a = rt.array(fr, 2, 1047)?; rt.get(&a, &[rt.int(rt.var(f, 2, 1048)?, 1047)?], 1047)? } }, 1046)?, 1038)?, 1037)?; rt.store1(rt.up(f, 2, 1035)?, 13, i, v, 1035, 1034)?; }
                pc = 17;
            }
            _ => return Ok(()),
        }
    }
}

static P9: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 1049)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p9_ПЕЧАТЬПОЛЯ, site: 1050 };
/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    // 258: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    rt.step(Some(1051))?;
    { V::Int(1); let text = rt.string(V::Str("abcdefgh"), 1051)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 1, 1053)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1057)?, V::Int(1), 1056)?, V::Int(8), 1055)?, V::Int(8), 1054)?, 1052)?, 1051)?; V::Empty };
    // 259: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    rt.step(Some(1058))?;
    { V::Int(1); let text = rt.string(V::Str("12345678"), 1058)?; rt.outchar(text, rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1062)?, V::Int(1), 1061)?, V::Int(8), 1060)?, V::Int(1), 1059)?, 1058)?; V::Empty };
    Ok(())
}

static T0: rt::ThunkDef = rt::ThunkDef { eval: t0, place: Some(t0_place) };
fn t0(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 170)?, 169)?; rt.get1(f, 12, i, 169)? }, V::Int(-1), 168)?, 167)? { rt.bin(Op::Add, rt.var(f, 10, 172)?, V::Int(2), 171)? } else { rt.bin(Op::Add, rt.var(f, 10, 174)?, V::Int(1), 173)? }, 166)?; rt.get1(f, 13, i, 166)? })
}
fn t0_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 13, 166)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 170)?, 169)?; rt.get1(f, 12, i, 169)? }, V::Int(-1), 168)?, 167)? { rt.bin(Op::Add, rt.var(f, 10, 172)?, V::Int(2), 171)? } else { rt.bin(Op::Add, rt.var(f, 10, 174)?, V::Int(1), 173)? }, 166)?]; rt.elem_place(a, &s, 166) }
}

static T1: rt::ThunkDef = rt::ThunkDef { eval: t1, place: Some(t1_place) };
fn t1(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 186)?, 185)?; rt.get1(f, 12, i, 185)? }, V::Int(-1), 184)?, 183)? { rt.bin(Op::Add, rt.var(f, 9, 188)?, V::Int(2), 187)? } else { rt.bin(Op::Add, rt.var(f, 9, 190)?, V::Int(1), 189)? }, 182)?; rt.get1(f, 13, i, 182)? })
}
fn t1_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 13, 182)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 186)?, 185)?; rt.get1(f, 12, i, 185)? }, V::Int(-1), 184)?, 183)? { rt.bin(Op::Add, rt.var(f, 9, 188)?, V::Int(2), 187)? } else { rt.bin(Op::Add, rt.var(f, 9, 190)?, V::Int(1), 189)? }, 182)?]; rt.elem_place(a, &s, 182) }
}

static T2: rt::ThunkDef = rt::ThunkDef { eval: t2, place: Some(t2_place) };
fn t2(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 209)?, 208)?; rt.get1(f, 12, i, 208)? }, V::Int(-1), 207)?, 206)? { rt.bin(Op::Add, rt.var(f, 8, 211)?, V::Int(2), 210)? } else { rt.bin(Op::Add, rt.var(f, 8, 213)?, V::Int(1), 212)? }, 205)?; rt.get1(f, 13, i, 205)? })
}
fn t2_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 13, 205)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 209)?, 208)?; rt.get1(f, 12, i, 208)? }, V::Int(-1), 207)?, 206)? { rt.bin(Op::Add, rt.var(f, 8, 211)?, V::Int(2), 210)? } else { rt.bin(Op::Add, rt.var(f, 8, 213)?, V::Int(1), 212)? }, 205)?]; rt.elem_place(a, &s, 205) }
}

static T3: rt::ThunkDef = rt::ThunkDef { eval: t3, place: Some(t3_place) };
fn t3(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 229)?, 228)?; rt.get1(f, 12, i, 228)? }, V::Int(-1), 227)?, 226)? { rt.bin(Op::Add, rt.var(f, 7, 231)?, V::Int(2), 230)? } else { rt.bin(Op::Add, rt.var(f, 7, 233)?, V::Int(1), 232)? }, 225)?; rt.get1(f, 13, i, 225)? })
}
fn t3_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 13, 225)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 229)?, 228)?; rt.get1(f, 12, i, 228)? }, V::Int(-1), 227)?, 226)? { rt.bin(Op::Add, rt.var(f, 7, 231)?, V::Int(2), 230)? } else { rt.bin(Op::Add, rt.var(f, 7, 233)?, V::Int(1), 232)? }, 225)?]; rt.elem_place(a, &s, 225) }
}

static T4: rt::ThunkDef = rt::ThunkDef { eval: t4, place: Some(t4_place) };
fn t4(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 243)?, 242)?; rt.get1(f, 12, i, 242)? }, V::Int(-1), 241)?, 240)? { rt.bin(Op::Add, rt.var(f, 6, 245)?, V::Int(2), 244)? } else { rt.bin(Op::Add, rt.var(f, 6, 247)?, V::Int(1), 246)? }, 239)?; rt.get1(f, 13, i, 239)? })
}
fn t4_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 13, 239)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 243)?, 242)?; rt.get1(f, 12, i, 242)? }, V::Int(-1), 241)?, 240)? { rt.bin(Op::Add, rt.var(f, 6, 245)?, V::Int(2), 244)? } else { rt.bin(Op::Add, rt.var(f, 6, 247)?, V::Int(1), 246)? }, 239)?]; rt.elem_place(a, &s, 239) }
}

static T5: rt::ThunkDef = rt::ThunkDef { eval: t5, place: None };
fn t5(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 359)?, rt.var(f, 21, 360)?, 358)?)
}

static T6: rt::ThunkDef = rt::ThunkDef { eval: t6, place: None };
fn t6(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 16, 371)?, V::Int(1), 370)?)
}

static T7: rt::ThunkDef = rt::ThunkDef { eval: t7, place: None };
fn t7(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 382)?, V::Int(1), 381)?)
}

static T8: rt::ThunkDef = rt::ThunkDef { eval: t8, place: None };
fn t8(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 523)?, V::Int(2), 522)?)
}

static T9: rt::ThunkDef = rt::ThunkDef { eval: t9, place: None };
fn t9(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 525)?, V::Int(3), 524)?)
}

static T10: rt::ThunkDef = rt::ThunkDef { eval: t10, place: None };
fn t10(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 539)?, V::Int(2), 538)?)
}

static T11: rt::ThunkDef = rt::ThunkDef { eval: t11, place: None };
fn t11(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 541)?, V::Int(4), 540)?)
}

static T12: rt::ThunkDef = rt::ThunkDef { eval: t12, place: None };
fn t12(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(rt.up(f, 1, 661)?, 4, 661)?, 660)?; rt.get1(rt.up(f, 1, 660)?, 12, i, 660)? }, V::Int(-1), 659)?, 658)? { rt.bin(Op::Sub, rt.var(f, 1, 663)?, V::Int(2), 662)? } else { rt.bin(Op::Sub, rt.var(f, 1, 665)?, V::Int(1), 664)? })
}

static T13: rt::ThunkDef = rt::ThunkDef { eval: t13, place: None };
fn t13(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Greater, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 668)?], 668)? } else { let a = rt.array(fr, 4, 668)?; rt.get(&a, &[rt.int(V::Int(0), 668)?], 668)? } }, V::Int(0), 667)?, 666)? { V::Int(5) } else { V::Int(61) })
}

static T14: rt::ThunkDef = rt::ThunkDef { eval: t14, place: None };
fn t14(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::IntDiv, rt.var(f, 4, 863)?, V::Int(100), 862)?)
}

static T15: rt::ThunkDef = rt::ThunkDef { eval: t15, place: None };
fn t15(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 4, 866)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 4, 869)?, V::Int(100), 868)?, V::Int(100), 867)?, 865)?)
}

