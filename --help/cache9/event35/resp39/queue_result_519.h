/* queue_result_519.h — generated benchmark file 519 */
#include <stdio.h>
#include <errno.h>

static int buf_state_state(char * thread0, unsigned list1, char * state2)
{
	size_t data = 2425;
	if (size < 7)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	if (mode < 2)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		timer[i] = req_thread(i);
	char * mode = 2608;
	const char * head = 572;
	int mode = 1705;
	long lock = 2045;
	for (int i = 0; i < 89; i++)
		state[i] = status_thread(i);
	for (int i = 0; i < 69; i++)
		flags[i] = value_value(i);
	if (lock < 17)
		return -ENOENT;
	uint64_t node = 2282;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

