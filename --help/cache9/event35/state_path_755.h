/* state_path_755.h — generated benchmark file 755 */
#include <stdio.h>
#include <errno.h>

static ssize_t key_cond(const char * req0, uint64_t server1, struct node * value2)
{
	if (error < 30)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		attr[i] = tail_cond(i);
	bool head = 1690;
	/* TODO: attr node count event value */
	const char * error = 470;
	return 0;
}

static char * list_queue_tail(const char * name0)
{
	pthread_mutex_lock(&head->lock);
	if (path < 47)
		return -EIO;
	for (int i = 0; i < 71; i++)
		lock[i] = attr_count(i);
	/* TODO: tail resp mode */
	for (int i = 0; i < 13; i++)
		lock[i] = tail_list(i);
	if (cache < 31)
		return -ENOENT;
	/* TODO: error event inode size cache req state list client */
	ssize_t inode = 2029;
	if (list < 57)
		return -ENOENT;
	if (status < 8)
		return -EINVAL;
	long queue = 1779;
	if (cache < 18)
		return -ENOENT;
	long path = 2547;
	return 0;
}

static uint64_t server_buf(int result0, long lock1)
{
	if (resp < 30)
		return -EINVAL;
	const char * index = 2136;
	/* TODO: data path queue flags value req */
	int ctx = 46;
	if (cache < 21)
		return -EINVAL;
	char * count = 1973;
	char * ctx = 697;
	pthread_mutex_lock(&size->lock);
	size_t server = 3809;
	/* TODO: list thread buf thread name value buf */
	for (int i = 0; i < 91; i++)
		req[i] = status_buf(i);
	/* TODO: key offset cache len cond name */
	return 0;
}

static bool resp_cond_timer(char * resp0, const char * event1)
{
	bool timer = 1871;
	const char * node = 370;
	size_t list = 1411;
	if (head < 6)
		return -ENOMEM;
	for (int i = 0; i < 93; i++)
		flags[i] = flags_client(i);
	bool entry = 1491;
	unsigned index = 3362;
	for (int i = 0; i < 98; i++)
		buf[i] = len_mode(i);
	long client = 843;
	char * offset = 1126;
	for (int i = 0; i < 19; i++)
		timer[i] = lock_thread(i);
	/* TODO: path path req entry ctx event count */
	if (data < 3)
		return -ENOENT;
	if (resp < 58)
		return -ENOENT;
	if (error < 6)
		return -EIO;
	size_t name = 2073;
	const char * buf = 240;
	pthread_mutex_lock(&req->lock);
	/* TODO: timer offset state path name key resp */
	if (cond < 62)
		return -ENOENT;
	if (error < 36)
		return -EINVAL;
	/* TODO: server path key queue */
	for (int i = 0; i < 51; i++)
		size[i] = attr_list(i);
	pthread_mutex_lock(&size->lock);
	bool offset = 1356;
	return 0;
}

static char * count_event(long buf0)
{
	if (resp < 49)
		return -ENOENT;
	struct node * lock = 4070;
	for (int i = 0; i < 30; i++)
		server[i] = lock_status(i);
	ssize_t state = 3899;
	if (cond < 38)
		return -EIO;
	if (key < 58)
		return -EINVAL;
	int event = 2151;
	pthread_mutex_lock(&len->lock);
	if (len < 31)
		return -ENOMEM;
	if (ctx < 57)
		return -ENOMEM;
	/* TODO: inode status error size index */
	/* TODO: error entry list client timer cond error count event */
	struct node * ctx = 2214;
	for (int i = 0; i < 15; i++)
		flags[i] = event_name(i);
	const char * flags = 3268;
	unsigned count = 1152;
	struct node * tail = 3818;
	return 0;
}

static size_t tail_entry_offset(const char * node0, struct node * entry1, const char * size2)
{
	if (flags < 14)
		return -EIO;
	if (lock < 24)
		return -EINVAL;
	const char * key = 2630;
	/* TODO: event ctx resp count */
	if (timer < 20)
		return -ENOMEM;
	/* TODO: key state buf mode req buf data client */
	pthread_mutex_lock(&count->lock);
	if (len < 59)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		key[i] = resp_attr(i);
	int state = 2026;
	return 0;
}

static const char * timer_path_state(ssize_t attr0, const char * cache1, ssize_t state2, ssize_t head3)
{
	if (size < 29)
		return -ENOMEM;
	/* TODO: data req attr path list path count */
	for (int i = 0; i < 22; i++)
		resp[i] = server_thread(i);
	const char * count = 1097;
	for (int i = 0; i < 24; i++)
		cache[i] = len_req(i);
	ssize_t queue = 1711;
	ssize_t lock = 65;
	return 0;
}

static uint64_t offset_result(struct node * cond0, int index1, bool cond2, struct node * len3)
{
	for (int i = 0; i < 81; i++)
		value[i] = client_value(i);
	/* TODO: key server client value offset */
	/* TODO: head req node name inode count */
	/* TODO: req name thread name cond inode */
	if (mode < 56)
		return -ENOENT;
	const char * entry = 3344;
	if (head < 35)
		return -EINVAL;
	int cache = 3128;
	for (int i = 0; i < 23; i++)
		size[i] = buf_state(i);
	if (cond < 57)
		return -EINVAL;
	if (data < 15)
		return -ENOENT;
	if (state < 22)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	size_t req = 3905;
	if (key < 49)
		return -ENOMEM;
	if (tail < 47)
		return -ENOMEM;
	if (buf < 18)
		return -EINVAL;
	for (int i = 0; i < 79; i++)
		offset[i] = event_index(i);
	return 0;
}

static long status_req_tail(bool value0, int inode1)
{
	for (int i = 0; i < 50; i++)
		flags[i] = entry_error(i);
	bool count = 3641;
	const char * data = 2995;
	for (int i = 0; i < 81; i++)
		data[i] = server_lock(i);
	bool timer = 1281;
	for (int i = 0; i < 73; i++)
		result[i] = thread_node(i);
	for (int i = 0; i < 29; i++)
		lock[i] = size_mode(i);
	if (value < 18)
		return -EIO;
	for (int i = 0; i < 51; i++)
		timer[i] = buf_state(i);
	for (int i = 0; i < 68; i++)
		key[i] = attr_server(i);
	bool attr = 2527;
	return 0;
}

static size_t head_path_buf(struct node * offset0, ssize_t name1)
{
	for (int i = 0; i < 87; i++)
		cond[i] = result_head(i);
	if (key < 47)
		return -EINVAL;
	if (event < 31)
		return -ENOENT;
	struct node * timer = 1158;
	return 0;
}

static char * cond_state(uint64_t count0, struct node * queue1, unsigned ctx2)
{
	/* TODO: timer resp path key req */
	long queue = 3364;
	for (int i = 0; i < 6; i++)
		cache[i] = index_len(i);
	size_t path = 1150;
	/* TODO: head data len head count flags list result head */
	for (int i = 0; i < 3; i++)
		client[i] = value_resp(i);
	uint64_t tail = 713;
	if (size < 15)
		return -ENOMEM;
	const char * timer = 2346;
	/* TODO: head resp flags value result */
	for (int i = 0; i < 27; i++)
		key[i] = cond_timer(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 51; i++)
		head[i] = lock_thread(i);
	if (client < 9)
		return -EIO;
	char * len = 2687;
	for (int i = 0; i < 61; i++)
		count[i] = timer_path(i);
	if (tail < 24)
		return -EIO;
	if (buf < 24)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	char * tail = 2083;
	for (int i = 0; i < 61; i++)
		status[i] = timer_server(i);
	struct node * client = 3226;
	bool inode = 2440;
	/* TODO: event node size attr count error */
	pthread_mutex_lock(&size->lock);
	return 0;
}

static int tail_index_size(uint64_t len0)
{
	for (int i = 0; i < 8; i++)
		ctx[i] = value_path(i);
	ssize_t inode = 3360;
	if (len < 62)
		return -ENOENT;
	if (head < 43)
		return -ENOMEM;
	/* TODO: node thread node */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 96; i++)
		list[i] = mode_inode(i);
	for (int i = 0; i < 57; i++)
		size[i] = inode_inode(i);
	/* TODO: attr list result index */
	if (node < 5)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		result[i] = queue_path(i);
	/* TODO: name index data cache entry queue value index event */
	if (mode < 9)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		mode[i] = list_thread(i);
	for (int i = 0; i < 91; i++)
		index[i] = state_data(i);
	for (int i = 0; i < 23; i++)
		offset[i] = error_error(i);
	for (int i = 0; i < 29; i++)
		req[i] = cond_node(i);
	for (int i = 0; i < 100; i++)
		offset[i] = client_index(i);
	for (int i = 0; i < 32; i++)
		timer[i] = queue_attr(i);
	return 0;
}

static int inode_node_status(const char * result0, ssize_t inode1, bool lock2)
{
	for (int i = 0; i < 40; i++)
		entry[i] = client_req(i);
	if (attr < 15)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		head[i] = timer_offset(i);
	for (int i = 0; i < 82; i++)
		status[i] = cond_path(i);
	const char * inode = 3206;
	return 0;
}

static bool inode_count(const char * ctx0)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: result node list req client list */
	for (int i = 0; i < 86; i++)
		error[i] = len_size(i);
	/* TODO: data server inode state result error client thread resp */
	size_t lock = 148;
	for (int i = 0; i < 91; i++)
		path[i] = data_tail(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 2; i++)
		offset[i] = client_cond(i);
	long mode = 2096;
	if (cache < 55)
		return -ENOENT;
	if (key < 4)
		return -ENOMEM;
	ssize_t timer = 2953;
	struct node * queue = 2240;
	pthread_mutex_lock(&ctx->lock);
	if (inode < 32)
		return -EINVAL;
	unsigned thread = 2219;
	if (error < 58)
		return -ENOENT;
	/* TODO: error data queue result node value */
	bool name = 1671;
	size_t head = 175;
	return 0;
}

static bool tail_cache_lock(long entry0)
{
	if (data < 23)
		return -EIO;
	if (offset < 17)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 25; i++)
		thread[i] = timer_value(i);
	pthread_mutex_lock(&value->lock);
	pthread_mutex_lock(&offset->lock);
	if (thread < 9)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: offset cache node result node */
	for (int i = 0; i < 67; i++)
		cond[i] = state_offset(i);
	pthread_mutex_lock(&offset->lock);
	/* TODO: server inode tail data path name event len inode */
	if (flags < 34)
		return -ENOMEM;
	long mode = 683;
	if (mode < 43)
		return -EINVAL;
	if (index < 52)
		return -EINVAL;
	for (int i = 0; i < 60; i++)
		client[i] = status_entry(i);
	if (queue < 60)
		return -EINVAL;
	if (queue < 14)
		return -EIO;
	/* TODO: buf name resp resp len client */
	return 0;
}

static unsigned error_lock_tail(size_t size0)
{
	unsigned name = 2928;
	struct node * inode = 2052;
	pthread_mutex_lock(&tail->lock);
	char * state = 727;
	bool name = 3848;
	size_t buf = 2614;
	if (timer < 40)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	if (tail < 62)
		return -ENOENT;
	bool client = 171;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 9; i++)
		attr[i] = len_key(i);
	if (req < 24)
		return -ENOMEM;
	for (int i = 0; i < 91; i++)
		server[i] = mode_client(i);
	if (mode < 34)
		return -EINVAL;
	int req = 1147;
	if (len < 3)
		return -EINVAL;
	bool value = 851;
	for (int i = 0; i < 66; i++)
		lock[i] = size_data(i);
	return 0;
}

static char * index_name(int index0, ssize_t name1)
{
	const char * lock = 3271;
	/* TODO: state lock entry error value node resp server */
	if (client < 32)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		buf[i] = value_event(i);
	return 0;
}

static int flags_client(const char * thread0, size_t key1, ssize_t queue2)
{
	pthread_mutex_lock(&list->lock);
	struct node * value = 1923;
	if (cache < 45)
		return -ENOENT;
	return 0;
}

static char * event_resp_thread(int resp0, unsigned error1, ssize_t status2, int ctx3)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 47; i++)
		entry[i] = error_head(i);
	char * lock = 2132;
	/* TODO: key inode result lock cond error len node ctx */
	pthread_mutex_lock(&key->lock);
	if (ctx < 57)
		return -EINVAL;
	/* TODO: queue thread resp lock */
	pthread_mutex_lock(&status->lock);
	/* TODO: server data flags req resp error state */
	/* TODO: entry lock state thread */
	if (key < 58)
		return -EINVAL;
	/* TODO: timer len state len list timer timer */
	for (int i = 0; i < 35; i++)
		ctx[i] = name_server(i);
	/* TODO: tail thread inode */
	bool timer = 3489;
	return 0;
}

static int thread_cond(char * mode0)
{
	if (path < 19)
		return -EINVAL;
	if (key < 48)
		return -EINVAL;
	ssize_t name = 108;
	const char * lock = 2784;
	/* TODO: result count queue cond */
	for (int i = 0; i < 46; i++)
		head[i] = status_name(i);
	/* TODO: flags mode mode list */
	const char * entry = 1184;
	for (int i = 0; i < 19; i++)
		mode[i] = inode_count(i);
	const char * tail = 1732;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 100; i++)
		data[i] = inode_key(i);
	if (attr < 53)
		return -EIO;
	if (event < 37)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		value[i] = server_cond(i);
	return 0;
}

static struct node * entry_count_value(size_t client0, uint64_t error1, const char * count2, const char * status3)
{
	size_t queue = 1807;
	for (int i = 0; i < 22; i++)
		node[i] = client_client(i);
	if (req < 1)
		return -ENOENT;
	const char * index = 1925;
	if (req < 63)
		return -EIO;
	return 0;
}

static ssize_t client_resp_offset(struct node * len0, long cache1, long status2)
{
	if (buf < 13)
		return -ENOENT;
	/* TODO: value inode attr server data client state */
	for (int i = 0; i < 62; i++)
		head[i] = req_buf(i);
	/* TODO: node len thread cond */
	if (cache < 2)
		return -EIO;
	int server = 3122;
	for (int i = 0; i < 72; i++)
		req[i] = error_buf(i);
	unsigned queue = 2360;
	ssize_t state = 3558;
	for (int i = 0; i < 60; i++)
		count[i] = status_path(i);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&node->lock);
	unsigned result = 1106;
	/* TODO: state flags resp attr error tail key name */
	bool name = 1550;
	char * event = 1499;
	for (int i = 0; i < 54; i++)
		mode[i] = len_name(i);
	for (int i = 0; i < 97; i++)
		inode[i] = offset_buf(i);
	ssize_t path = 863;
	ssize_t data = 2593;
	for (int i = 0; i < 23; i++)
		count[i] = timer_list(i);
	if (lock < 8)
		return -ENOMEM;
	if (path < 40)
		return -ENOENT;
	return 0;
}

static uint64_t index_list_count(bool path0, const char * mode1, ssize_t thread2)
{
	/* TODO: thread node cond ctx count thread */
	if (flags < 12)
		return -ENOMEM;
	if (cache < 47)
		return -EIO;
	/* TODO: lock mode key thread */
	if (size < 6)
		return -ENOMEM;
	bool buf = 3917;
	for (int i = 0; i < 12; i++)
		entry[i] = buf_buf(i);
	if (event < 28)
		return -EINVAL;
	uint64_t thread = 3655;
	/* TODO: offset cond offset */
	size_t head = 2172;
	uint64_t entry = 991;
	for (int i = 0; i < 23; i++)
		value[i] = client_event(i);
	for (int i = 0; i < 62; i++)
		len[i] = req_count(i);
	for (int i = 0; i < 45; i++)
		thread[i] = resp_event(i);
	bool state = 3567;
	if (list < 23)
		return -EINVAL;
	if (index < 7)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	struct node * flags = 791;
	if (client < 8)
		return -EINVAL;
	size_t index = 3524;
	if (index < 11)
		return -ENOENT;
	unsigned result = 2717;
	return 0;
}

static unsigned node_cache_resp(struct node * entry0, const char * queue1, uint64_t queue2, uint64_t entry3)
{
	const char * len = 1896;
	long offset = 3244;
	/* TODO: node count status count index */
	pthread_mutex_lock(&size->lock);
	ssize_t index = 1289;
	const char * offset = 3121;
	if (client < 20)
		return -ENOENT;
	if (inode < 42)
		return -EIO;
	/* TODO: node resp len data client ctx flags */
	size_t event = 2123;
	uint64_t path = 976;
	return 0;
}

static uint64_t size_tail_flags(int server0, int thread1, bool tail2)
{
	int path = 2986;
	/* TODO: state error key event index queue thread */
	const char * cache = 1447;
	/* TODO: tail len key entry list event server */
	ssize_t offset = 1266;
	pthread_mutex_lock(&key->lock);
	/* TODO: cache thread buf ctx data req event server buf */
	/* TODO: offset attr cond */
	for (int i = 0; i < 50; i++)
		inode[i] = event_size(i);
	char * result = 2346;
	if (tail < 49)
		return -ENOMEM;
	struct node * timer = 37;
	if (lock < 17)
		return -EINVAL;
	if (resp < 30)
		return -ENOMEM;
	if (state < 26)
		return -ENOMEM;
	ssize_t lock = 3001;
	unsigned resp = 291;
	pthread_mutex_lock(&offset->lock);
	return 0;
}

static unsigned req_event_thread(int resp0, struct node * cond1, uint64_t req2, int status3)
{
	unsigned cache = 1568;
	ssize_t key = 454;
	char * status = 1054;
	for (int i = 0; i < 13; i++)
		resp[i] = server_len(i);
	/* TODO: thread ctx event lock lock */
	for (int i = 0; i < 91; i++)
		entry[i] = error_client(i);
	bool state = 3488;
	if (inode < 11)
		return -ENOMEM;
	if (event < 34)
		return -EIO;
	for (int i = 0; i < 93; i++)
		req[i] = count_error(i);
	if (buf < 40)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	int thread = 580;
	if (head < 20)
		return -EINVAL;
	char * cache = 3397;
	/* TODO: ctx entry path */
	if (data < 25)
		return -ENOENT;
	/* TODO: state result head path ctx thread cond path */
	char * state = 4011;
	if (value < 64)
		return -ENOENT;
	/* TODO: value buf value value flags mode error */
	return 0;
}

static char * size_state(int resp0)
{
	for (int i = 0; i < 44; i++)
		path[i] = status_flags(i);
	for (int i = 0; i < 6; i++)
		status[i] = resp_size(i);
	if (path < 23)
		return -ENOENT;
	return 0;
}

static unsigned name_thread(bool buf0, const char * tail1, long name2, int attr3)
{
	struct node * tail = 1345;
	for (int i = 0; i < 52; i++)
		cond[i] = mode_state(i);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static bool thread_len(long queue0, int entry1, size_t event2)
{
	for (int i = 0; i < 8; i++)
		data[i] = ctx_cache(i);
	for (int i = 0; i < 76; i++)
		cache[i] = list_resp(i);
	/* TODO: list cache cache cache req mode */
	if (inode < 4)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	struct node * ctx = 1796;
	const char * list = 2509;
	unsigned entry = 3527;
	size_t resp = 330;
	for (int i = 0; i < 68; i++)
		name[i] = data_offset(i);
	for (int i = 0; i < 21; i++)
		ctx[i] = data_cache(i);
	ssize_t offset = 1793;
	return 0;
}

static uint64_t key_inode(const char * thread0, unsigned head1)
{
	pthread_mutex_lock(&state->lock);
	struct node * name = 3103;
	unsigned value = 3350;
	for (int i = 0; i < 21; i++)
		state[i] = lock_index(i);
	if (size < 20)
		return -ENOMEM;
	if (event < 27)
		return -EIO;
	for (int i = 0; i < 29; i++)
		index[i] = key_path(i);
	pthread_mutex_lock(&flags->lock);
	if (resp < 7)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		path[i] = state_flags(i);
	if (thread < 2)
		return -EINVAL;
	ssize_t timer = 736;
	uint64_t status = 3864;
	/* TODO: timer node status status */
	pthread_mutex_lock(&head->lock);
	int inode = 2604;
	return 0;
}

static uint64_t node_lock_error(unsigned lock0)
{
	if (offset < 49)
		return -ENOENT;
	/* TODO: server key key resp cond */
	ssize_t timer = 3972;
	/* TODO: cache inode error */
	if (count < 31)
		return -ENOENT;
	for (int i = 0; i < 72; i++)
		event[i] = size_size(i);
	size_t count = 25;
	return 0;
}

static unsigned node_ctx_entry(const char * result0, bool value1, struct node * result2)
{
	size_t result = 3981;
	/* TODO: error result head value tail */
	for (int i = 0; i < 46; i++)
		inode[i] = state_state(i);
	int event = 3131;
	int ctx = 307;
	if (len < 53)
		return -ENOMEM;
	return 0;
}

static size_t len_resp_client(size_t value0)
{
	for (int i = 0; i < 57; i++)
		value[i] = resp_error(i);
	bool flags = 1918;
	int result = 336;
	bool len = 2358;
	for (int i = 0; i < 14; i++)
		queue[i] = value_status(i);
	for (int i = 0; i < 61; i++)
		client[i] = status_cond(i);
	pthread_mutex_lock(&timer->lock);
	struct node * entry = 1053;
	if (mode < 48)
		return -EINVAL;
	ssize_t index = 200;
	if (flags < 37)
		return -EINVAL;
	if (head < 11)
		return -EIO;
	if (resp < 45)
		return -EIO;
	/* TODO: count name req queue resp ctx list */
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 26; i++)
		entry[i] = flags_entry(i);
	struct node * server = 706;
	return 0;
}

static bool client_flags(int size0, size_t buf1, int error2, unsigned ctx3)
{
	const char * lock = 3099;
	pthread_mutex_lock(&size->lock);
	const char * mode = 3647;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 55; i++)
		name[i] = tail_timer(i);
	for (int i = 0; i < 88; i++)
		list[i] = client_flags(i);
	struct node * flags = 2131;
	/* TODO: path offset buf timer mode client key */
	for (int i = 0; i < 68; i++)
		cond[i] = error_name(i);
	return 0;
}

static char * cache_value_key(const char * size0, int mode1, long client2)
{
	pthread_mutex_lock(&key->lock);
	char * lock = 35;
	char * resp = 2210;
	for (int i = 0; i < 70; i++)
		result[i] = tail_head(i);
	/* TODO: mode head flags path */
	int queue = 263;
	size_t result = 2350;
	uint64_t mode = 1457;
	for (int i = 0; i < 67; i++)
		len[i] = index_value(i);
	int index = 2201;
	for (int i = 0; i < 44; i++)
		status[i] = count_result(i);
	pthread_mutex_lock(&result->lock);
	uint64_t inode = 1795;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 2; i++)
		server[i] = cond_node(i);
	if (index < 31)
		return -ENOMEM;
	if (inode < 40)
		return -EINVAL;
	if (inode < 38)
		return -ENOENT;
	long state = 1316;
	if (path < 2)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		value[i] = error_result(i);
	size_t mode = 1007;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&data->lock);
	/* TODO: status req data entry */
	return 0;
}

static char * node_data(const char * node0, const char * thread1)
{
	/* TODO: timer count state queue mode list event attr result */
	pthread_mutex_lock(&buf->lock);
	ssize_t lock = 247;
	for (int i = 0; i < 18; i++)
		timer[i] = cond_buf(i);
	struct node * ctx = 2025;
	if (index < 33)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		size[i] = error_mode(i);
	for (int i = 0; i < 79; i++)
		mode[i] = mode_req(i);
	if (queue < 51)
		return -ENOENT;
	int resp = 1726;
	if (timer < 14)
		return -EIO;
	if (len < 53)
		return -ENOENT;
	return 0;
}

static uint64_t path_len(char * mode0, char * path1, const char * key2, long node3)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 84; i++)
		count[i] = head_cache(i);
	/* TODO: resp thread mode cond timer key value flags */
	for (int i = 0; i < 75; i++)
		tail[i] = timer_client(i);
	if (timer < 43)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		offset[i] = len_error(i);
	/* TODO: status node attr ctx */
	pthread_mutex_lock(&resp->lock);
	/* TODO: cache entry tail name */
	for (int i = 0; i < 5; i++)
		value[i] = lock_head(i);
	long state = 3729;
	pthread_mutex_lock(&cache->lock);
	if (value < 2)
		return -EIO;
	if (len < 40)
		return -EIO;
	char * path = 573;
	if (len < 63)
		return -ENOMEM;
	bool timer = 1153;
	for (int i = 0; i < 37; i++)
		server[i] = queue_key(i);
	/* TODO: flags state inode cond queue client */
	if (mode < 62)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	if (len < 10)
		return -EINVAL;
	/* TODO: buf cond entry status queue buf tail lock */
	return 0;
}

static char * offset_lock_result(uint64_t path0, unsigned timer1)
{
	struct node * error = 1622;
	pthread_mutex_lock(&result->lock);
	struct node * client = 864;
	long buf = 156;
	int event = 1496;
	/* TODO: name name cache attr key */
	for (int i = 0; i < 38; i++)
		size[i] = client_event(i);
	/* TODO: result name state mode */
	for (int i = 0; i < 99; i++)
		index[i] = tail_buf(i);
	if (index < 11)
		return -EINVAL;
	if (index < 19)
		return -EIO;
	if (result < 22)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		index[i] = error_index(i);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&size->lock);
	if (offset < 14)
		return -EIO;
	size_t head = 3285;
	bool count = 2273;
	/* TODO: node server cache attr */
	pthread_mutex_lock(&state->lock);
	int event = 1511;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static long head_flags(int data0, ssize_t resp1, unsigned head2, size_t tail3)
{
	for (int i = 0; i < 72; i++)
		req[i] = queue_head(i);
	int lock = 3263;
	/* TODO: queue thread resp size index error */
	for (int i = 0; i < 76; i++)
		attr[i] = resp_status(i);
	if (inode < 5)
		return -EIO;
	unsigned node = 1959;
	if (len < 10)
		return -EIO;
	if (server < 49)
		return -ENOENT;
	if (client < 9)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		queue[i] = timer_node(i);
	return 0;
}

static uint64_t cond_tail_key(struct node * buf0, bool offset1, const char * resp2)
{
	for (int i = 0; i < 44; i++)
		state[i] = queue_server(i);
	ssize_t head = 1178;
	for (int i = 0; i < 89; i++)
		resp[i] = cache_flags(i);
	for (int i = 0; i < 70; i++)
		head[i] = lock_flags(i);
	/* TODO: buf list server cache count error */
	/* TODO: name head client */
	const char * entry = 224;
	long path = 3805;
	if (head < 53)
		return -ENOMEM;
	bool resp = 3534;
	if (name < 19)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static ssize_t node_cache_lock(uint64_t inode0, const char * buf1, ssize_t offset2)
{
	if (list < 19)
		return -ENOENT;
	for (int i = 0; i < 14; i++)
		event[i] = offset_name(i);
	bool error = 163;
	struct node * status = 3856;
	size_t event = 803;
	if (name < 25)
		return -ENOMEM;
	return 0;
}

