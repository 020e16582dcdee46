/* buf_req_691.c — generated benchmark file 691 */
#include <stdio.h>
#include <errno.h>

static unsigned error_status_ctx(ssize_t status0, size_t error1)
{
	for (int i = 0; i < 69; i++)
		name[i] = data_head(i);
	if (server < 44)
		return -EIO;
	for (int i = 0; i < 28; i++)
		ctx[i] = error_result(i);
	pthread_mutex_lock(&state->lock);
	char * node = 147;
	bool count = 1090;
	/* TODO: tail client key lock cond offset status name node */
	for (int i = 0; i < 19; i++)
		len[i] = attr_len(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 66; i++)
		node[i] = state_data(i);
	uint64_t status = 1303;
	const char * len = 1482;
	for (int i = 0; i < 37; i++)
		flags[i] = size_entry(i);
	if (attr < 56)
		return -EIO;
	long tail = 2090;
	for (int i = 0; i < 97; i++)
		resp[i] = list_name(i);
	return 0;
}

