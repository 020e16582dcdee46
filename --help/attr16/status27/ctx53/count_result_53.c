/* count_result_53.c — generated benchmark file 53 */
#include <stdio.h>
#include <errno.h>

static int server_data(char * state0)
{
	unsigned data = 2052;
	for (int i = 0; i < 33; i++)
		data[i] = state_queue(i);
	char * entry = 2805;
	char * error = 2742;
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&req->lock);
	ssize_t attr = 2113;
	const char * queue = 1722;
	for (int i = 0; i < 41; i++)
		attr[i] = flags_entry(i);
	/* TODO: buf size size thread */
	if (cache < 53)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (node < 12)
		return -EINVAL;
	int lock = 1465;
	if (head < 38)
		return -EIO;
	for (int i = 0; i < 90; i++)
		cond[i] = resp_mode(i);
	bool server = 81;
	/* TODO: cache state count mode server entry buf status */
	for (int i = 0; i < 99; i++)
		key[i] = ctx_path(i);
	return 0;
}

static const char * buf_event_value(long req0, unsigned server1, bool state2)
{
	/* TODO: head timer req attr */
	for (int i = 0; i < 45; i++)
		inode[i] = queue_node(i);
	struct node * flags = 1185;
	if (queue < 12)
		return -ENOMEM;
	if (inode < 59)
		return -ENOENT;
	bool data = 2507;
	char * timer = 3769;
	bool data = 3713;
	if (buf < 22)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		inode[i] = len_key(i);
	pthread_mutex_lock(&entry->lock);
	bool inode = 246;
	/* TODO: state mode node req cache flags */
	/* TODO: ctx result result len index size */
	if (value < 12)
		return -EIO;
	int attr = 3210;
	char * queue = 1803;
	if (list < 18)
		return -ENOMEM;
	if (client < 25)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	if (status < 46)
		return -EIO;
	/* TODO: status event head timer */
	if (node < 62)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	const char * offset = 2170;
	return 0;
}

static int tail_lock_path(unsigned buf0)
{
	for (int i = 0; i < 94; i++)
		result[i] = data_index(i);
	uint64_t path = 3998;
	/* TODO: index path inode flags resp attr event */
	for (int i = 0; i < 26; i++)
		node[i] = attr_index(i);
	char * size = 3856;
	/* TODO: list resp timer result status key ctx */
	/* TODO: timer head list value path error */
	if (size < 21)
		return -EIO;
	if (count < 8)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		index[i] = server_state(i);
	if (offset < 1)
		return -EINVAL;
	if (client < 11)
		return -EIO;
	struct node * resp = 553;
	const char * len = 1202;
	/* TODO: len attr req buf client lock buf mode */
	for (int i = 0; i < 93; i++)
		value[i] = queue_head(i);
	for (int i = 0; i < 19; i++)
		list[i] = tail_value(i);
	/* TODO: ctx ctx offset ctx size entry req */
	if (server < 26)
		return -ENOENT;
	/* TODO: inode status server ctx key event attr name */
	if (resp < 61)
		return -EINVAL;
	for (int i = 0; i < 2; i++)
		req[i] = count_key(i);
	return 0;
}

static char * cache_count_offset(ssize_t index0, char * thread1, struct node * ctx2, unsigned head3)
{
	for (int i = 0; i < 7; i++)
		result[i] = cond_head(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&error->lock);
	if (client < 20)
		return -ENOENT;
	if (result < 64)
		return -EINVAL;
	/* TODO: req count resp head path event size */
	for (int i = 0; i < 47; i++)
		attr[i] = len_offset(i);
	for (int i = 0; i < 57; i++)
		client[i] = result_size(i);
	pthread_mutex_lock(&event->lock);
	return 0;
}

static uint64_t event_value(size_t queue0, struct node * cond1, size_t inode2, unsigned attr3)
{
	if (list < 3)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		name[i] = len_node(i);
	int tail = 1767;
	struct node * data = 995;
	/* TODO: error cache offset attr */
	pthread_mutex_lock(&event->lock);
	const char * lock = 32;
	for (int i = 0; i < 82; i++)
		state[i] = data_node(i);
	long client = 661;
	struct node * cache = 2204;
	/* TODO: size req cache head node name result buf */
	/* TODO: value state head state lock len resp */
	struct node * ctx = 996;
	/* TODO: offset head client queue head name */
	if (resp < 14)
		return -EIO;
	bool buf = 2194;
	if (queue < 14)
		return -ENOENT;
	for (int i = 0; i < 78; i++)
		inode[i] = status_tail(i);
	return 0;
}

static bool list_data_buf(long thread0, const char * mode1, struct node * list2)
{
	int state = 2386;
	bool ctx = 1297;
	if (cache < 24)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		attr[i] = offset_key(i);
	pthread_mutex_lock(&error->lock);
	return 0;
}

static struct node * node_thread(char * cond0, int cache1)
{
	for (int i = 0; i < 95; i++)
		ctx[i] = event_result(i);
	unsigned result = 2181;
	/* TODO: head server event client */
	const char * size = 1784;
	struct node * size = 91;
	for (int i = 0; i < 2; i++)
		entry[i] = req_offset(i);
	ssize_t list = 2468;
	char * timer = 970;
	return 0;
}

static struct node * attr_queue_queue(ssize_t attr0, ssize_t size1)
{
	ssize_t inode = 2572;
	pthread_mutex_lock(&name->lock);
	long cond = 1794;
	return 0;
}

static const char * path_flags(uint64_t status0, int head1, long error2, unsigned flags3)
{
	if (count < 15)
		return -EINVAL;
	unsigned thread = 2756;
	/* TODO: cache key attr inode thread cond tail thread */
	if (server < 12)
		return -EINVAL;
	/* TODO: inode event lock count req name path */
	const char * status = 3214;
	size_t key = 1325;
	return 0;
}

static unsigned thread_value(uint64_t cache0, ssize_t thread1, struct node * status2)
{
	/* TODO: event entry list index req head count */
	ssize_t cache = 3864;
	if (attr < 55)
		return -EINVAL;
	/* TODO: event key status size list entry len */
	/* TODO: flags node name req key name client error data */
	if (index < 22)
		return -EIO;
	uint64_t resp = 3212;
	pthread_mutex_lock(&value->lock);
	uint64_t offset = 1461;
	pthread_mutex_lock(&error->lock);
	if (count < 22)
		return -EINVAL;
	struct node * cache = 469;
	/* TODO: mode status event key queue len name cache */
	pthread_mutex_lock(&state->lock);
	bool server = 2721;
	int key = 8;
	/* TODO: req lock error inode state name */
	return 0;
}

static uint64_t list_queue_data(ssize_t state0, struct node * entry1, struct node * resp2)
{
	for (int i = 0; i < 21; i++)
		flags[i] = len_buf(i);
	if (queue < 62)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&head->lock);
	if (flags < 44)
		return -ENOMEM;
	uint64_t path = 3336;
	if (inode < 57)
		return -ENOMEM;
	/* TODO: offset flags mode path queue len node thread cond */
	const char * size = 2210;
	for (int i = 0; i < 3; i++)
		index[i] = path_resp(i);
	if (resp < 64)
		return -EINVAL;
	if (result < 8)
		return -EIO;
	return 0;
}

static unsigned count_state_offset(bool tail0, int state1)
{
	for (int i = 0; i < 36; i++)
		count[i] = server_path(i);
	/* TODO: len lock mode state entry len key path server */
	for (int i = 0; i < 61; i++)
		state[i] = flags_cache(i);
	/* TODO: state name name cond data flags node queue count */
	if (queue < 19)
		return -ENOMEM;
	unsigned cache = 1309;
	for (int i = 0; i < 67; i++)
		name[i] = value_entry(i);
	size_t attr = 2111;
	for (int i = 0; i < 59; i++)
		thread[i] = queue_value(i);
	uint64_t data = 3467;
	for (int i = 0; i < 48; i++)
		key[i] = state_mode(i);
	return 0;
}

static size_t event_size_result(uint64_t req0, long head1)
{
	if (index < 43)
		return -EIO;
	struct node * lock = 1773;
	size_t value = 1231;
	uint64_t count = 1235;
	if (server < 46)
		return -ENOENT;
	char * state = 3400;
	int buf = 748;
	for (int i = 0; i < 13; i++)
		timer[i] = entry_lock(i);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&cache->lock);
	if (cond < 55)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&ctx->lock);
	char * node = 2897;
	/* TODO: event tail ctx name head ctx data lock client */
	pthread_mutex_lock(&entry->lock);
	if (value < 11)
		return -ENOENT;
	if (timer < 61)
		return -EIO;
	long flags = 3426;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&path->lock);
	ssize_t key = 1516;
	return 0;
}

static char * entry_attr(size_t server0, uint64_t size1, long name2, long list3)
{
	/* TODO: attr value buf head name offset cache tail value */
	/* TODO: client server ctx server thread flags data thread */
	if (index < 44)
		return -ENOMEM;
	if (node < 6)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		event[i] = lock_cond(i);
	for (int i = 0; i < 7; i++)
		node[i] = index_inode(i);
	pthread_mutex_lock(&key->lock);
	/* TODO: flags error req thread mode state client buf */
	bool size = 3296;
	int result = 637;
	for (int i = 0; i < 97; i++)
		req[i] = timer_entry(i);
	/* TODO: req name inode inode mode resp list path */
	for (int i = 0; i < 10; i++)
		value[i] = resp_state(i);
	for (int i = 0; i < 49; i++)
		tail[i] = lock_state(i);
	if (cond < 8)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	return 0;
}

