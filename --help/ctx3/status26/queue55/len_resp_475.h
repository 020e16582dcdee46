/* len_resp_475.h — generated benchmark file 475 */
#include <stdio.h>
#include <errno.h>

static uint64_t value_len_key(ssize_t resp0, bool attr1)
{
	if (lock < 24)
		return -EINVAL;
	bool head = 1831;
	pthread_mutex_lock(&mode->lock);
	if (buf < 10)
		return -ENOENT;
	unsigned attr = 2641;
	int status = 681;
	for (int i = 0; i < 51; i++)
		mode[i] = key_head(i);
	if (key < 23)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		error[i] = server_len(i);
	return 0;
}

