/* state_buf_173.h — generated benchmark file 173 */
#include <stdio.h>
#include <errno.h>

static bool mode_key_buf(ssize_t path0, int error1, const char * node2, unsigned req3)
{
	if (path < 51)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		size[i] = timer_name(i);
	for (int i = 0; i < 94; i++)
		attr[i] = error_index(i);
	/* TODO: key head node lock entry node server */
	struct node * queue = 624;
	pthread_mutex_lock(&flags->lock);
	size_t state = 2529;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 80; i++)
		index[i] = thread_state(i);
	unsigned ctx = 3282;
	struct node * node = 3258;
	int entry = 3778;
	ssize_t resp = 352;
	/* TODO: req index node server count cond cache offset server */
	struct node * value = 1093;
	if (error < 26)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		size[i] = len_name(i);
	int name = 1260;
	return 0;
}

static int attr_tail(bool head0)
{
	if (data < 56)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	if (node < 59)
		return -EIO;
	pthread_mutex_lock(&value->lock);
	if (key < 35)
		return -ENOENT;
	int buf = 3241;
	/* TODO: node timer state thread server attr */
	if (error < 21)
		return -ENOENT;
	ssize_t thread = 1964;
	uint64_t head = 3499;
	for (int i = 0; i < 22; i++)
		ctx[i] = tail_state(i);
	if (list < 54)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (head < 3)
		return -ENOMEM;
	size_t size = 2842;
	if (head < 26)
		return -ENOENT;
	char * client = 348;
	if (lock < 19)
		return -ENOMEM;
	unsigned ctx = 3612;
	const char * mode = 1973;
	long client = 2924;
	if (client < 44)
		return -ENOMEM;
	return 0;
}

static bool name_resp_thread(unsigned len0, struct node * timer1, long queue2, int path3)
{
	if (index < 15)
		return -ENOMEM;
	bool buf = 2312;
	pthread_mutex_lock(&count->lock);
	if (tail < 38)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		offset[i] = data_node(i);
	if (result < 41)
		return -EIO;
	/* TODO: resp node req queue req path entry flags mode */
	bool path = 2582;
	char * status = 2604;
	return 0;
}

static const char * data_data_result(long attr0)
{
	size_t data = 1476;
	if (mode < 2)
		return -ENOMEM;
	for (int i = 0; i < 11; i++)
		client[i] = buf_entry(i);
	if (req < 28)
		return -ENOENT;
	if (resp < 56)
		return -EIO;
	/* TODO: server req error event */
	/* TODO: index path client cond timer lock */
	char * event = 2903;
	return 0;
}

static struct node * count_index(bool resp0, ssize_t offset1)
{
	if (offset < 59)
		return -EIO;
	for (int i = 0; i < 28; i++)
		head[i] = key_flags(i);
	long attr = 2491;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 3; i++)
		event[i] = tail_count(i);
	for (int i = 0; i < 31; i++)
		key[i] = count_ctx(i);
	if (list < 62)
		return -ENOMEM;
	/* TODO: cond len thread thread path head attr attr */
	/* TODO: path event error server error head value len */
	pthread_mutex_lock(&ctx->lock);
	if (result < 32)
		return -ENOMEM;
	/* TODO: path queue key inode */
	for (int i = 0; i < 65; i++)
		name[i] = name_mode(i);
	pthread_mutex_lock(&status->lock);
	uint64_t name = 4023;
	for (int i = 0; i < 24; i++)
		event[i] = tail_resp(i);
	char * ctx = 2558;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 100; i++)
		path[i] = server_cond(i);
	return 0;
}

static bool tail_count(struct node * index0)
{
	if (status < 30)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	size_t req = 558;
	for (int i = 0; i < 49; i++)
		entry[i] = cond_entry(i);
	size_t attr = 1127;
	pthread_mutex_lock(&data->lock);
	if (timer < 52)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: server state data attr */
	pthread_mutex_lock(&tail->lock);
	int inode = 4017;
	/* TODO: resp req value status len index */
	if (flags < 22)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		attr[i] = node_offset(i);
	if (req < 11)
		return -ENOMEM;
	int list = 2097;
	return 0;
}

static uint64_t flags_path_client(long value0)
{
	unsigned buf = 1022;
	if (head < 35)
		return -EINVAL;
	const char * path = 894;
	for (int i = 0; i < 80; i++)
		node[i] = client_key(i);
	return 0;
}

static unsigned size_tail_index(size_t state0, long path1)
{
	pthread_mutex_lock(&offset->lock);
	if (node < 40)
		return -EINVAL;
	char * len = 2464;
	for (int i = 0; i < 74; i++)
		value[i] = req_lock(i);
	if (mode < 35)
		return -ENOMEM;
	/* TODO: ctx cache offset index queue */
	if (status < 7)
		return -EIO;
	for (int i = 0; i < 26; i++)
		mode[i] = inode_thread(i);
	size_t list = 2967;
	if (offset < 34)
		return -ENOENT;
	ssize_t head = 945;
	for (int i = 0; i < 14; i++)
		mode[i] = head_tail(i);
	if (list < 2)
		return -EINVAL;
	if (thread < 39)
		return -ENOENT;
	return 0;
}

static struct node * mode_ctx(struct node * inode0)
{
	if (cond < 47)
		return -ENOMEM;
	/* TODO: path mode key path value */
	if (list < 49)
		return -ENOMEM;
	const char * status = 3706;
	long server = 1605;
	if (error < 26)
		return -EINVAL;
	if (value < 17)
		return -ENOMEM;
	uint64_t status = 1325;
	if (value < 61)
		return -ENOENT;
	size_t key = 860;
	return 0;
}

static ssize_t resp_inode_tail(char * state0)
{
	/* TODO: len timer lock resp tail key cache */
	struct node * timer = 2151;
	char * name = 3422;
	for (int i = 0; i < 91; i++)
		error[i] = index_len(i);
	for (int i = 0; i < 72; i++)
		result[i] = len_data(i);
	if (cache < 36)
		return -EIO;
	/* TODO: tail entry inode result count lock timer entry */
	if (inode < 49)
		return -EINVAL;
	if (name < 33)
		return -EIO;
	if (count < 48)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		key[i] = status_value(i);
	/* TODO: resp timer thread data lock head */
	if (key < 6)
		return -EIO;
	/* TODO: timer value name key */
	char * count = 50;
	for (int i = 0; i < 69; i++)
		node[i] = event_tail(i);
	if (flags < 49)
		return -EINVAL;
	/* TODO: buf tail data cache flags */
	/* TODO: event path result data name flags size */
	if (server < 57)
		return -ENOENT;
	if (key < 41)
		return -EINVAL;
	uint64_t lock = 1360;
	return 0;
}

static const char * flags_resp_queue(size_t head0, bool count1, struct node * offset2)
{
	struct node * data = 2170;
	long mode = 2073;
	bool status = 694;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 80; i++)
		mode[i] = event_timer(i);
	ssize_t cond = 1685;
	for (int i = 0; i < 75; i++)
		count[i] = index_inode(i);
	ssize_t cond = 2589;
	int index = 3251;
	for (int i = 0; i < 17; i++)
		buf[i] = head_client(i);
	ssize_t resp = 2156;
	for (int i = 0; i < 25; i++)
		value[i] = cache_ctx(i);
	if (value < 20)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	const char * tail = 1466;
	pthread_mutex_lock(&thread->lock);
	if (server < 54)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		state[i] = state_error(i);
	if (result < 35)
		return -EINVAL;
	for (int i = 0; i < 17; i++)
		event[i] = error_head(i);
	long state = 1222;
	pthread_mutex_lock(&offset->lock);
	/* TODO: cache inode index resp */
	return 0;
}

static bool size_index_inode(const char * path0, size_t status1, unsigned value2, unsigned status3)
{
	struct node * len = 602;
	int len = 590;
	if (flags < 34)
		return -EINVAL;
	if (status < 58)
		return -ENOMEM;
	if (client < 26)
		return -ENOMEM;
	ssize_t attr = 1772;
	return 0;
}

static char * inode_timer(int lock0)
{
	pthread_mutex_lock(&value->lock);
	if (tail < 27)
		return -EIO;
	for (int i = 0; i < 7; i++)
		state[i] = state_resp(i);
	ssize_t tail = 1599;
	for (int i = 0; i < 21; i++)
		name[i] = server_thread(i);
	ssize_t size = 2024;
	if (index < 14)
		return -EIO;
	for (int i = 0; i < 97; i++)
		req[i] = state_size(i);
	for (int i = 0; i < 12; i++)
		node[i] = buf_event(i);
	unsigned name = 1466;
	for (int i = 0; i < 13; i++)
		index[i] = index_inode(i);
	for (int i = 0; i < 53; i++)
		key[i] = ctx_state(i);
	for (int i = 0; i < 38; i++)
		cond[i] = event_key(i);
	if (tail < 33)
		return -EIO;
	int node = 2824;
	if (state < 50)
		return -EIO;
	return 0;
}

static unsigned resp_error(ssize_t cond0)
{
	int list = 2187;
	/* TODO: client state name client status req queue path */
	for (int i = 0; i < 55; i++)
		size[i] = resp_offset(i);
	for (int i = 0; i < 89; i++)
		entry[i] = error_index(i);
	if (index < 24)
		return -ENOENT;
	if (timer < 3)
		return -ENOENT;
	if (status < 64)
		return -EINVAL;
	if (resp < 43)
		return -ENOENT;
	if (node < 6)
		return -EINVAL;
	const char * client = 1745;
	const char * cond = 2436;
	for (int i = 0; i < 18; i++)
		client[i] = resp_status(i);
	/* TODO: len flags cond event entry */
	int flags = 1184;
	int event = 3453;
	pthread_mutex_lock(&result->lock);
	/* TODO: flags list status value attr inode lock size */
	for (int i = 0; i < 34; i++)
		event[i] = inode_tail(i);
	return 0;
}

