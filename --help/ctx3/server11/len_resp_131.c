/* len_resp_131.c — generated benchmark file 131 */
#include <stdio.h>
#include <errno.h>

static char * timer_data(int len0, uint64_t req1)
{
	for (int i = 0; i < 35; i++)
		count[i] = error_tail(i);
	for (int i = 0; i < 90; i++)
		thread[i] = count_lock(i);
	uint64_t key = 8;
	ssize_t result = 569;
	for (int i = 0; i < 95; i++)
		entry[i] = status_thread(i);
	if (path < 46)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 15; i++)
		timer[i] = client_name(i);
	for (int i = 0; i < 85; i++)
		value[i] = data_state(i);
	for (int i = 0; i < 37; i++)
		count[i] = state_server(i);
	uint64_t result = 1977;
	return 0;
}

